import { Inject, Injectable } from '@nestjs/common';
import { AppConfig, CONFIG } from '../config/config';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { USERS, UserDoc } from './projections/users.projection';

/** The events of user streams, as the contracts type them (for other contexts' projections). */
export type { UserEvent } from './domain/identity.events';

export interface UserSummary {
  id: string;
  email: string;
  fullname: string;
  /** The name of the user's company, '' when they have not given one. */
  company: string;
}

/**
 * What other contexts may know about users: names, company name and e-mail for display, lookup by e-mail,
 * and who the support administrators are (the accounts of the e-mails in ADMIN_EMAILS).
 */
@Injectable()
export class UserDirectory {
  private readonly adminEmails: ReadonlySet<string>;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {
    this.adminEmails = new Set(config.ADMIN_EMAILS);
  }

  /** The same reads through another read store (public tracking records what its answer reads). */
  reading(store: ReadStore): UserDirectory {
    return new UserDirectory(store, this.config);
  }

  isAdministratorEmail(email: string): boolean {
    return this.adminEmails.has(email.trim().toLowerCase());
  }

  async isAdministrator(userId: string): Promise<boolean> {
    if (this.adminEmails.size === 0) return false;
    const user = await this.byId(userId);
    return !!user && this.isAdministratorEmail(user.email);
  }

  /** The ids of the administrators who have an account (an address in ADMIN_EMAILS may never have signed in). */
  async administratorIds(): Promise<string[]> {
    if (this.adminEmails.size === 0) return [];
    const users = await this.readStore.collection<UserDoc>(USERS).find({ email: { $in: [...this.adminEmails] } });
    return users.map((u) => u._id);
  }

  async byEmail(email: string): Promise<UserSummary | undefined> {
    const user = await this.readStore.collection<UserDoc>(USERS).findOne({ email: email.trim().toLowerCase() });
    return user ? summary(user) : undefined;
  }

  async byId(id: string): Promise<UserSummary | undefined> {
    const user = await this.readStore.collection<UserDoc>(USERS).findOne({ _id: id });
    return user ? summary(user) : undefined;
  }

  /** Summaries for many ids at once (unknown ids are left out). */
  async byIds(ids: Iterable<string>): Promise<Map<string, UserSummary>> {
    const unique = [...new Set(ids)].filter(Boolean);
    const users = unique.length ? await this.readStore.collection<UserDoc>(USERS).find({ _id: { $in: unique } }) : [];
    return new Map(users.map((u) => [u._id, summary(u)]));
  }
}

function summary(user: UserDoc): UserSummary {
  return { id: user._id, email: user.email, fullname: user.fullname, company: user.companyInfo?.name ?? '' };
}
