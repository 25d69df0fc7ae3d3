import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { memoryStorage } from 'multer';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { CLOCK, Clock } from '../../platform/domain/clock.port';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { clientIp } from '../../platform/http/command-context.factory';
import { PublicPost } from '../../platform/http/public-post.decorator';
import { Public } from '../../platform/auth/public.decorator';
import { BodySchema } from '../../platform/http/openapi.document';
import { RateLimit } from '../../platform/http/throttling.guard';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { MEDIA, MediaStore } from '../../platform/media/media.store';
import { LoginCommand, TokenPair } from '../commands/login.handler';
import { DeleteProfileImageCommand } from '../commands/delete-profile-image.handler';
import { SetCompanyCommand } from '../commands/set-company.handler';
import { UpdateProfileCommand } from '../commands/update-profile.handler';
import { SendOtpCommand } from '../commands/send-otp.handler';
import { LogoutCommand } from '../commands/logout.handler';
import { RefreshTokenCommand } from '../commands/refresh-token.handler';
import { UserDirectory } from '../identity.public';
import { UserViews, ownProfile, publicProfile } from '../queries/user.views';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { ActionRoute, UpdateRoute } from '../../platform/http/command-route.decorator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const emailBody = z.object({ email: field.email() });
const loginBody = z.object({
  email: field.email(),
  otp: z
    .string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});
const refreshBody = z.object({ refresh: z.string({ error: 'This field is required.' }).min(1, 'This field may not be blank.') });
const logoutBody = z.object({ refresh_token: z.string({ error: 'This field is required.' }).min(1, 'This field may not be blank.') });
const profileBody = z.object({
  fullname: field.optionalText(120),
  address: field.optionalText(500),
  mobile: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .regex(/^[+0-9 ()-]{0,20}$/, 'Enter a valid phone number.')
    .optional(),
  social_link: field.optionalText(500),
  role: field.optionalText(60),
  bio: field.optionalText(1000),
  Linkedin: field.optionalText(500),
  facebook: field.optionalText(500),
});

const optional = (max: number) => field.optionalText(max).nullable().transform((v) => v ?? '');
/** A website is shown as a link on partners' profiles: only http(s), never `javascript:` or the like. */
const website = field
  .optionalText(255)
  .nullable()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Enter a valid URL.');
const addressLocation = field
  .optionalText(64)
  .nullable()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || /^-?\d{1,2}(\.\d+)?&-?\d{1,3}(\.\d+)?$/.test(v), 'Enter a location as "latitude&longitude".');
const companyBody = z.object({
  name: field.text(200),
  registration_number: field.text(64),
  tax_id: optional(64),
  website,
  industry: optional(120),
  address: field.text(500),
  address_location: addressLocation,
  position: optional(120),
});

/** Sign-in by e-mail code, tokens, and the user's profile. */
@Controller('account')
export class AccountController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly views: UserViews,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MEDIA) private readonly media: MediaStore,
    private readonly users: UserDirectory,
  ) {}

  @PublicPost('sendotp', 'auth', emailBody)
  @HttpCode(200)
  async sendOtp(@Body() body: unknown, @Req() request: Request) {
    const { email } = parseBody(emailBody, body);
    await this.commands.execute(new SendOtpCommand(email, clientIp(request), this.commands.context(request)));
    return { msg: 'A 6-digit code was sent to your e-mail address.' };
  }

  @PublicPost('login', 'auth', loginBody)
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: Request): Promise<TokenPair> {
    const { email, otp } = parseBody(loginBody, body);
    return this.commands.execute(new LoginCommand(email, otp, clientIp(request), this.commands.context(request)));
  }

  @Post('refresh')
  @Public()
  @BodySchema(refreshBody)
  @HttpCode(200)
  async refresh(@Body() body: unknown, @Req() request: Request): Promise<TokenPair> {
    const { refresh } = parseBody(refreshBody, body);
    return this.commands.execute(new RefreshTokenCommand(refresh, this.commands.context(request)));
  }

  @ActionRoute('logout', logoutBody)
  @UseGuards(JwtAuthGuard)
  async logout(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser) {
    const { refresh_token } = parseBody(logoutBody, body);
    await this.commands.execute(new LogoutCommand(user.id, refresh_token, this.commands.context(request, user.id)));
    return { msg: 'Logged out.' };
  }

  @Get('getuser')
  @UseGuards(JwtAuthGuard)
  async me(@CurrentUser() user: AuthUser) {
    const doc = await this.views.byId(user.id);
    return { ...ownProfile(doc), is_admin: this.users.isAdministratorEmail(doc.email) };
  }

  /** The user's sign-in sessions, newest first; `current` marks the one this request comes from. */
  @Get('sessions')
  @UseGuards(JwtAuthGuard)
  async sessions(@CurrentUser() user: AuthUser) {
    const sessions = await this.views.sessions(user.id);
    const now = this.clock.now().toISOString();
    return sessions.map((s) => ({
      id: s._id,
      started_at: s.started_at,
      last_used_at: s.last_used_at,
      expires_at: s.expires_at,
      status: sessionStatus(s, now),
      current: s._id === user.sessionId,
    }));
  }

  /** 201 with the company the first time, 200 when it replaces the one recorded before. */
  @Post('addcompany')
  @BodySchema(companyBody)
  @UseGuards(JwtAuthGuard)
  async addCompany(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response, @CurrentUser() user: AuthUser) {
    const c = parseBody(companyBody, body);
    const { replaced } = await this.commands.execute<SetCompanyCommand, { replaced: boolean }>(
      new SetCompanyCommand(
        user.id,
        {
          name: c.name,
          registrationNumber: c.registration_number,
          taxId: c.tax_id,
          website: c.website,
          industry: c.industry,
          address: c.address,
          addressLocation: c.address_location,
          position: c.position,
        },
        this.commands.context(request, user.id),
      ),
    );
    response.status(replaced ? 200 : 201);
    return (await this.me(user)).companyInfo;
  }

  @Get('getuser/:id')
  @UseGuards(JwtAuthGuard)
  async other(@Param('id') id: string) {
    if (!UUID.test(id)) throw new ValidationFailed({ id: ['Must be a valid UUID.'] });
    return publicProfile(await this.views.byId(id.toLowerCase()));
  }

  @Get('getemailuser')
  @UseGuards(JwtAuthGuard)
  // A few lookups per window: enough to name a next owner, too few to test a list of addresses for accounts.
  @RateLimit('lookup')
  async byEmail(@Query('email') email: unknown) {
    const parsed = parseBody(emailBody, { email });
    return publicProfile(await this.views.byEmail(parsed.email));
  }

  @Get('allusers')
  @UseGuards(JwtAuthGuard)
  async all() {
    const users = await this.views.list(false, 1000);
    return users.map(publicProfile);
  }

  @Get('newuser')
  @UseGuards(JwtAuthGuard)
  async newest() {
    const users = await this.views.list(true, 20);
    return users.map(publicProfile);
  }

  /** Multipart (with an optional `profile_image` file) or JSON; only the fields sent change. */
  @UpdateRoute('updateuser', profileBody, { files: ['profile_image'] })
  @UseGuards(JwtAuthGuard)
  @UseInterceptors(
    FileInterceptor('profile_image', {
      storage: memoryStorage(),
      limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, fieldSize: 16 * 1024 },
    }),
  )
  async update(
    @Body() body: unknown,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() request: Request,
    @CurrentUser() user: AuthUser,
  ) {
    const fields = parseBody(profileBody, body ?? {});
    const profileImage = file ? await this.media.saveDecodedImage(file.buffer, 'profile', 'profile_image', 512) : undefined;
    await this.commands.execute(
      new UpdateProfileCommand(
        user.id,
        {
          fullname: fields.fullname,
          address: fields.address,
          mobile: fields.mobile,
          socialLink: fields.social_link,
          role: fields.role,
          bio: fields.bio,
          linkedin: fields.Linkedin,
          facebook: fields.facebook,
          profileImage,
        },
        this.commands.context(request, user.id),
      ),
    );
    return this.me(user);
  }

  @ActionRoute('deleteprofileimage')
  @UseGuards(JwtAuthGuard)
  async deleteImage(@Req() request: Request, @CurrentUser() user: AuthUser) {
    await this.commands.execute(new DeleteProfileImageCommand(user.id, this.commands.context(request, user.id)));
    return this.me(user);
  }
}

/** Where a session stands, as the account screen shows it. */
function sessionStatus(s: { revoked: boolean; revoked_reason: string; expires_at: string }, now: string): 'active' | 'expired' | 'signed_out' | 'revoked' {
  if (s.revoked) return s.revoked_reason === 'logout' ? 'signed_out' : 'revoked';
  return s.expires_at <= now ? 'expired' : 'active';
}
