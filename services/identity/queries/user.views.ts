import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain.errors';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { USERS, UserDoc } from '../projections/users.projection';
import { USER_SESSIONS, UserSessionDoc } from '../projections/user-sessions.projection';
import { IDENTITY } from '../domain/identity.errors';
import { visible } from '../../platform/domain/visibility.policy';

const notFound = () => new DomainError('not_found', IDENTITY.USER_NOT_FOUND, 'User not found.');

/** Users and their sessions from the identity read models, for the account endpoints. */
@Injectable()
export class UserViews {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private users() {
    return this.readStore.collection<UserDoc>(USERS);
  }

  async byId(userId: string): Promise<UserDoc> {
    const user = await this.users().findOne({ _id: userId });
    if (!user) throw notFound();
    return user;
  }

  async byEmail(email: string): Promise<UserDoc> {
    const user = await this.users().findOne({ email: email.trim().toLowerCase() });
    if (!user) throw notFound();
    return user;
  }

  /** The first `limit` users by sign-up time (ties by id), oldest or newest first: a page of the users' page index. */
  list(newestFirst: boolean, limit: number): Promise<UserDoc[]> {
    const direction = newestFirst ? -1 : 1;
    return this.users().find({}, { sort: { created_at: direction, _id: direction }, limit });
  }

  /** The user's sessions, newest first (at most the 50 latest). */
  sessions(userId: string): Promise<UserSessionDoc[]> {
    return this.readStore
      .collection<UserSessionDoc>(USER_SESSIONS)
      .find({ user_id: userId }, { sort: { started_at: -1, _id: -1 }, limit: 50 });
  }
}

/** Every field of a profile; what a viewer gets of it is the visibility policy's `profile`. */
function profileFields(user: UserDoc) {
  return {
    id: user._id,
    email: user.email,
    fullname: user.fullname,
    address: user.address,
    mobile: user.mobile,
    social_link: user.social_link,
    role: user.role,
    profile_image: user.profile_image || null,
    bio: user.bio,
    Linkedin: user.Linkedin,
    facebook: user.facebook,
    is_active: user.is_active,
    mc_hash: null,
    companyInfo: user.companyInfo,
    created_at: user.created_at,
  };
}

/** The own profile, as GET /account/getuser returns it. */
export function ownProfile(user: UserDoc) {
  return visible('profile', 'owner', profileFields(user));
}

/** What another signed-in user sees of a profile (the fields the policy leaves them). */
export interface PublicProfile {
  id: string;
  fullname: string;
  role: string;
  profile_image: string | null;
  bio: string;
  companyInfo: { name: string; website: string; industry: string } | null;
  created_at: string;
}

/**
 * What another signed-in user may see of a profile: the visibility policy's public `profile` (no e-mail, mobile,
 * address or social accounts, and of the company only what a business card shows).
 */
export function publicProfile(user: UserDoc): PublicProfile {
  return visible('profile', 'public', profileFields(user)) as unknown as PublicProfile;
}
