import { Body, Controller, Delete, Get, HttpCode, Param, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../platform/auth/auth.guard';
import { AuthUser } from '../../platform/auth/jwt.strategy';
import { DomainError } from '../../platform/errors/domain.errors';
import { ResponseDoc } from '../../platform/http/openapi.document';
import { field, parseBody } from '../../platform/http/validation.schemas';
import { CreateApiKeyCommand, CreatedApiKey } from '../commands/create-api-key.handler';
import { RevokeApiKeyCommand } from '../commands/revoke-api-key.handler';
import { ApiKeyView, ApiKeyViews } from '../queries/api-key.views';
import { INTEGRATIONS } from '../domain/integrations.errors';
import { RequestCommands } from '../../platform/http/request-commands.service';
import { CreateRoute } from '../../platform/http/command-route.decorator';

const createBody = z.object({
  name: field.text(100),
  scopes: z
    .array(z.enum(['read', 'write'], { error: '"read" and "write" are the only scopes.' }), {
      error: (i) => (i.input === undefined ? 'This field is required.' : 'Expected a list of scopes.'),
    })
    .min(1, 'Choose ["read"] or ["read", "write"].')
    .max(2, 'Choose ["read"] or ["read", "write"].'),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key may not mint or revoke keys: managing keys needs a signed-in session. */
function sessionOnly(user: AuthUser): void {
  if (user.apiKey) throw new DomainError('forbidden', INTEGRATIONS.APIKEY_SESSION_REQUIRED, 'API keys are managed by a signed-in user, not with an API key.');
}

/** The signed-in user's API keys: create (the key is shown once), list, revoke. */
@Controller('account/apikeys')
@UseGuards(JwtAuthGuard)
export class ApiKeysController {
  constructor(
    private readonly commands: RequestCommands,
    private readonly views: ApiKeyViews,
  ) {}

  @CreateRoute(undefined, createBody)
  @ResponseDoc({
    description: 'The new key; `key` is shown this once and never again (only its digest is stored).',
    example: { id: '0190f3c2-7a7e-7c4d-9b1e-3f2a1c0d9e8f', name: 'ERP', prefix: 'prv_1a2b3c4d', scopes: ['read'], key: 'prv_1a2b3c4d_…' },
  })
  async create(@Body() body: unknown, @Req() request: Request, @CurrentUser() user: AuthUser): Promise<CreatedApiKey> {
    sessionOnly(user);
    const b = parseBody(createBody, body);
    return this.commands.execute(new CreateApiKeyCommand(user.id, b.name, b.scopes, this.commands.context(request, user.id)));
  }

  @Get()
  @ResponseDoc({
    description: 'Own live keys, newest first (never the key).',
    example: [{ id: '0190f3c2-7a7e-7c4d-9b1e-3f2a1c0d9e8f', name: 'ERP', prefix: 'prv_1a2b3c4d', scopes: ['read'], created_at: '2026-11-24T00:00:00.000Z', last_used_at: null }],
  })
  async list(@CurrentUser() user: AuthUser): Promise<ApiKeyView[]> {
    return this.views.live(user.id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ResponseDoc({ description: 'Revoked: the key is refused from now on.' })
  async revoke(@Param('id') id: string, @Req() request: Request, @CurrentUser() user: AuthUser): Promise<void> {
    sessionOnly(user);
    if (!UUID.test(id)) throw new DomainError('not_found', INTEGRATIONS.APIKEY_NOT_FOUND, 'No such API key.');
    await this.commands.execute(new RevokeApiKeyCommand(user.id, id.toLowerCase(), this.commands.context(request, user.id)));
  }
}
