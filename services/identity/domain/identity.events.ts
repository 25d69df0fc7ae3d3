import type {
  CompanyInfoSet,
  EmailClaimed,
  OtpAttemptFailed,
  OtpConsumed,
  OtpIssued,
  ProfileImageDeleted,
  RefreshTokenRotated,
  SessionRevoked,
  SessionStarted,
  UserProfileUpdated,
  UserRegistered,
} from '../../../proto/gen/provenance/identity/v1/events_pb';
import { DomainEvent, EventData } from '../../platform/event-store/event.types';

export type EmailEvent = DomainEvent<'EmailClaimed', EventData<EmailClaimed>>;

export type UserEvent =
  | DomainEvent<'UserRegistered', EventData<UserRegistered>>
  | DomainEvent<'UserProfileUpdated', EventData<UserProfileUpdated>>
  | DomainEvent<'ProfileImageDeleted', EventData<ProfileImageDeleted>>
  | DomainEvent<'CompanyInfoSet', EventData<CompanyInfoSet>>;

export type OtpEvent =
  | DomainEvent<'OtpIssued', EventData<OtpIssued>>
  | DomainEvent<'OtpAttemptFailed', EventData<OtpAttemptFailed>>
  | DomainEvent<'OtpConsumed', EventData<OtpConsumed>>;

export type SessionEvent =
  | DomainEvent<'SessionStarted', EventData<SessionStarted>>
  | DomainEvent<'RefreshTokenRotated', EventData<RefreshTokenRotated>>
  | DomainEvent<'SessionRevoked', EventData<SessionRevoked>>;
