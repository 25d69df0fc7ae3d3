import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/errors/domain-error';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { USERS, UserDoc } from '../projections/users.projection';
import { USER_SESSIONS, UserSessionDoc } from '../projections/user-sessions.projection';

export class GetUserQuery {
  constructor(readonly userId: string) {}
}

export class GetUserByEmailQuery {
  constructor(readonly email: string) {}
}

export class ListUsersQuery {
  constructor(readonly newestFirst: boolean, readonly limit: number) {}
}

const notFound = () => new DomainError('not_found', 'USER.NOT_FOUND', 'User not found.');

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, UserDoc> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute(query: GetUserQuery): Promise<UserDoc> {
    const user = await this.readStore.collection<UserDoc>(USERS).findOne({ _id: query.userId });
    if (!user) throw notFound();
    return user;
  }
}

@QueryHandler(GetUserByEmailQuery)
export class GetUserByEmailHandler implements IQueryHandler<GetUserByEmailQuery, UserDoc> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute(query: GetUserByEmailQuery): Promise<UserDoc> {
    const user = await this.readStore.collection<UserDoc>(USERS).findOne({ email: query.email.trim().toLowerCase() });
    if (!user) throw notFound();
    return user;
  }
}

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery, UserDoc[]> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute(query: ListUsersQuery): Promise<UserDoc[]> {
    return this.readStore
      .collection<UserDoc>(USERS)
      .find({}, { sort: { created_at: query.newestFirst ? -1 : 1 }, limit: query.limit });
  }
}

export class ListSessionsQuery {
  constructor(readonly userId: string) {}
}

/** The user's sessions, newest first (at most the 50 latest). */
@QueryHandler(ListSessionsQuery)
export class ListSessionsHandler implements IQueryHandler<ListSessionsQuery, UserSessionDoc[]> {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async execute(query: ListSessionsQuery): Promise<UserSessionDoc[]> {
    return this.readStore
      .collection<UserSessionDoc>(USER_SESSIONS)
      .find({ user_id: query.userId }, { sort: { started_at: -1, _id: -1 }, limit: 50 });
  }
}
