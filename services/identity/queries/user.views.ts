import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { USERS, UserDoc } from '../projections/users.projection';
import { USER_SESSIONS, UserSessionDoc } from '../projections/user-sessions.projection';
import { IDENTITY } from '../domain/identity.errors';

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

  list(newestFirst: boolean, limit: number): Promise<UserDoc[]> {
    return this.users().find({}, { sort: { created_at: newestFirst ? -1 : 1 }, limit });
  }

  /** The user's sessions, newest first (at most the 50 latest). */
  sessions(userId: string): Promise<UserSessionDoc[]> {
    return this.readStore
      .collection<UserSessionDoc>(USER_SESSIONS)
      .find({ user_id: userId }, { sort: { started_at: -1, _id: -1 }, limit: 50 });
  }
}

/** The own profile, as GET /account/getuser returns it. */
export function ownProfile(user: UserDoc) {
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

/**
 * What another signed-in user may see of a profile: no e-mail, mobile or address, and of the company only
 * what a business card shows (its registration and tax numbers and address stay with the user).
 */
export function publicProfile(user: UserDoc) {
  return {
    id: user._id,
    fullname: user.fullname,
    profile_image: user.profile_image || null,
    bio: user.bio,
    role: user.role,
    social_link: user.social_link,
    Linkedin: user.Linkedin,
    facebook: user.facebook,
    companyInfo: publicCompany(user),
  };
}

export function publicCompany(user: Pick<UserDoc, 'companyInfo'>) {
  const company = user.companyInfo;
  return company ? { name: company.name, website: company.website, industry: company.industry } : null;
}
