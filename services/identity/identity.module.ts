import { Global, Module } from '@nestjs/common';
import { RevokedSessions } from '../platform/auth/revoked-sessions.port';
import { registerProjections } from '../platform/projections/projection.registry';
import { LoginHandler } from './commands/login.handler';
import { DeleteProfileImageHandler } from './commands/delete-profile-image.handler';
import { SetCompanyHandler } from './commands/set-company.handler';
import { UpdateProfileHandler } from './commands/update-profile.handler';
import { SendOtpHandler } from './commands/send-otp.handler';
import { LogoutHandler } from './commands/logout.handler';
import { RefreshTokenHandler } from './commands/refresh-token.handler';
import { AccountController } from './http/account.controller';
import { UserDirectory } from './identity.public';
import { usersProjection } from './projections/users.projection';
import { RevokedSessionViews } from './queries/revoked-sessions.views';
import { UserViews } from './queries/user.views';
import { userSessionsProjection } from './projections/user-sessions.projection';

/**
 * Identity: accounts, one-time codes, sessions and profiles. Global, because platform's token checks take
 * their `RevokedSessions` port from it (platform imports no context).
 */
@Global()
@Module({
  controllers: [AccountController],
  providers: [
    registerProjections(usersProjection, userSessionsProjection),
    SendOtpHandler,
    LoginHandler,
    RefreshTokenHandler,
    LogoutHandler,
    UpdateProfileHandler,
    DeleteProfileImageHandler,
    SetCompanyHandler,
    UserViews,
    UserDirectory,
    { provide: RevokedSessions, useClass: RevokedSessionViews },
  ],
  exports: [UserDirectory, RevokedSessions],
})
export class IdentityModule {}
