import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { Public } from '../../platform/auth/public.decorator';
import { CurrentUser } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { PACKAGE_ID } from '../../platform/domain/display-id.rules';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { BodySchema, QuerySchema, ResponseDoc } from '../../platform/http/openapi.document';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { RegisterIotTagCommand, RegisteredIotTag } from '../commands/register-iot-tag.handler';
import { ReportTagPositionCommand } from '../commands/report-tag-position.handler';
import { IOT_TAG_KINDS } from '../domain/iot-tag.decider';
import { logisticsErrors } from '../domain/logistics.errors';
import { IotTagViews } from '../queries/iot-tag.views';
import { isRecordId, latLng, readingTime } from './logistics.schemas';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { CreateRoute } from '../../platform/http/command-route.decorator';

const packageId = () =>
  z
    .string({ error: (i) => (i.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .toUpperCase()
    .refine((s) => PACKAGE_ID.test(s), 'Not a valid package id (PACK…).');

const registerBody = z.object({
  package: packageId(),
  device_id: field.text(64),
  kind: z.enum(IOT_TAG_KINDS, { error: `Must be one of: ${IOT_TAG_KINDS.join(', ')}.` }),
});

const listQuery = z.object({ package: packageId().optional() });

/** Readings may come a little ahead of our clock, never from the future. */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;

const positionBody = z.object({
  location: latLng(),
  recorded_at: readingTime(),
});

/** `Authorization: Tag <secret>` or `X-Tag-Secret: <secret>`. */
function tagSecret(authorization: string | undefined, header: string | undefined): string {
  const match = /^Tag\s+(\S+)$/i.exec(authorization ?? '');
  const secret = match?.[1] ?? header?.trim() ?? '';
  if (!secret || secret.length > 200) throw logisticsErrors.tagBadSecret();
  return secret;
}

/**
 * IoT tags of packages (beyond API.md, issue 18): the owner registers a device on a package and gets its
 * secret once; the device reports positions with that secret, which move the package on the public map.
 */
@Controller('logistics/iottags')
export class IotTagController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly tags: IotTagViews,
  ) {}

  @CreateRoute(undefined, registerBody)
  @ResponseDoc({
    description:
      'The tag is registered on your package. `secret` is shown this once (only its hash is kept): the device sends it with each position. The same device id again → 409 `TAG.EXISTS`; a package you do not own → 403, unknown → 404.',
    example: { id: '0f0e…', package: 'PACK000001', device_id: 'TRK-0042', kind: 'gps', secret: 'tag_…', secret_prefix: 'tag_AbCdEf' },
  })
  async register(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser): Promise<RegisteredIotTag> {
    const b = parseBody(registerBody, body);
    return this.commands.execute(new RegisterIotTagCommand(user.id, b.package, b.device_id, b.kind, this.commands.context(request, user.id)));
  }

  @Get()
  @QuerySchema(listQuery)
  @ResponseDoc({
    description: 'Your tags (`?package=` those of one package), newest first, with the last position each reported. Never the secret.',
    example: [{ id: '0f0e…', package: 'PACK000001', device_id: 'TRK-0042', kind: 'gps', secret_prefix: 'tag_AbCdEf', registered_at: '2026-01-01T00:00:00.000Z', last_location: '46.2044&6.1432', last_recorded_at: '2026-01-02T00:00:00.000Z', reports: 3 }],
  })
  async list(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser) {
    const { package: pkg } = parseBody(listQuery, query);
    return this.tags.list(user.id, pkg);
  }

  /**
   * Public to the user guard: the device has no user session. It proves itself with its own secret, which
   * can do nothing but report this tag's positions (a user's API key on a device could do all the user can).
   */
  @Post(':id/positions')
  @Public()
  @HttpCode(201)
  @BodySchema(positionBody)
  @ResponseDoc({
    description:
      'Sent by the device with `Authorization: Tag <secret>` (or `X-Tag-Secret`). The package is there now: on its public map, and in transit on its shipment’s route; watchers get `tracking:updated`. `recorded` is false when the same reading came before. Missing or wrong secret → 401; unknown tag → 404; the package has another owner now → 403; a reading older than the last → 409.',
    example: { location: '46.2044&6.1432', recorded_at: '2026-01-02T00:00:00.000Z', recorded: true },
  })
  async report(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: Request,
    @Headers('authorization') authorization?: string,
    @Headers('x-tag-secret') secretHeader?: string,
  ) {
    if (!isRecordId(id)) throw logisticsErrors.tagNotFound();
    const secret = tagSecret(authorization, secretHeader);
    const b = parseBody(positionBody, body);
    const context = this.commands.context(request);
    if (b.recorded_at && Date.parse(b.recorded_at) > context.time.getTime() + MAX_CLOCK_SKEW_MS) {
      throw new ValidationFailed({ recorded_at: ['A reading cannot be recorded in the future.'] });
    }
    const recordedAt = b.recorded_at ? new Date(b.recorded_at).toISOString() : context.time.toISOString();
    const recorded = await this.commands.execute<ReportTagPositionCommand, boolean>(new ReportTagPositionCommand(id.toLowerCase(), secret, b.location, recordedAt, context));
    return { location: b.location, recorded_at: recordedAt, recorded };
  }
}
