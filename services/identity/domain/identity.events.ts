import type * as identity from '../../../proto/gen/provenance/identity/v1/events_pb';
import { EventsOf } from '../../platform/event-store/event.types';

export type EmailEvent = EventsOf<typeof identity, 'EmailClaimed'>;

export type UserEvent = EventsOf<typeof identity, 'UserRegistered' | 'UserProfileUpdated' | 'ProfileImageDeleted' | 'CompanyInfoSet'>;

export type OtpEvent = EventsOf<typeof identity, 'OtpIssued' | 'OtpAttemptFailed' | 'OtpConsumed'>;

export type SessionEvent = EventsOf<typeof identity, 'SessionStarted' | 'RefreshTokenRotated' | 'SessionRevoked'>;
