import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, ReadStore } from '../platform/read-store/read-store.port';
import { USERS, UserDoc } from './projections/users.projection';

export interface UserSummary {
  id: string;
  email: string;
  fullname: string;
}

/** What other contexts may know about users: names and e-mail for display, and lookup by e-mail. */
@Injectable()
export class UserDirectory {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

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
  return { id: user._id, email: user.email, fullname: user.fullname };
}
