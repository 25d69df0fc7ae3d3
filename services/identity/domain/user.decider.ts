import { Decider } from '../../platform/domain/decider.types';
import { DomainError } from '../../platform/errors/domain.errors';
import { EmailEvent, UserEvent } from './identity.events';
import { IDENTITY } from './identity.errors';

export interface ProfileChanges {
  fullname?: string;
  address?: string;
  mobile?: string;
  socialLink?: string;
  role?: string;
  profileImage?: string;
  bio?: string;
  linkedin?: string;
  facebook?: string;
}

/** A user's company, as the user enters it; optional fields are '' when not given. */
export interface CompanyInfo {
  name: string;
  registrationNumber: string;
  taxId: string;
  website: string;
  industry: string;
  address: string;
  addressLocation: string;
  position: string;
}

export type UserCommand =
  | { kind: 'RegisterUser'; userId: string; email: string }
  | { kind: 'SetCompany'; company: CompanyInfo }
  | { kind: 'UpdateProfile'; changes: ProfileChanges }
  | { kind: 'DeleteProfileImage' };

export interface UserState {
  registered: boolean;
  profileImage: string;
  company?: CompanyInfo;
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: { registered: false, profileImage: '' },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true };
      case 'UserProfileUpdated':
        return event.data.profileImage === undefined ? state : { ...state, profileImage: event.data.profileImage };
      case 'ProfileImageDeleted':
        return { ...state, profileImage: '' };
      case 'CompanyInfoSet':
        return { ...state, company: { ...event.data } };
    }
  },

  decide(command, state) {
    if (command.kind === 'RegisterUser') {
      if (state.registered) return [];
      return [{ type: 'UserRegistered', data: { userId: command.userId, email: command.email } }];
    }
    if (!state.registered) throw new DomainError('not_found', IDENTITY.USER_NOT_FOUND, 'User not found.');
    if (command.kind === 'UpdateProfile') {
      const changes = Object.fromEntries(Object.entries(command.changes).filter(([, v]) => v !== undefined));
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'UserProfileUpdated', data: changes }];
    }
    if (command.kind === 'SetCompany') {
      // The same company again changes nothing; any difference replaces the whole record.
      if (state.company && sameCompany(state.company, command.company)) return [];
      return [{ type: 'CompanyInfoSet', data: { ...command.company } }];
    }
    if (!state.profileImage) return [];
    return [{ type: 'ProfileImageDeleted', data: { previousImage: state.profileImage } }];
  },
};

function sameCompany(a: CompanyInfo, b: CompanyInfo): boolean {
  return (Object.keys(b) as (keyof CompanyInfo)[]).every((key) => a[key] === b[key]);
}

export type EmailCommand = { kind: 'ClaimEmail'; email: string; userId: string };

/** One account per e-mail address: the first claim wins, and a repeated claim is a no-op. */
export const emailClaimDecider: Decider<EmailCommand, EmailEvent, { userId?: string }> = {
  initialState: {},
  evolve: (_state, event) => ({ userId: event.data.userId }),
  decide(command, state) {
    if (state.userId) return [];
    return [{ type: 'EmailClaimed', data: { email: command.email, userId: command.userId } }];
  },
};
