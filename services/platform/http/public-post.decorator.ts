import { Post, applyDecorators } from '@nestjs/common';
import { z } from 'zod';
import { Public } from '../auth/public.decorator';
import { BodySchema } from './openapi.document';
import { RateLimit, RateLimitGroup } from './throttling.guard';

/**
 * A public form's route (sign-in, contact, newsletter, counterfeit report): anyone may POST it, limited per
 * IP by its rate-limit group, with its body documented by the zod `schema` the handler parses it with.
 */
export const PublicPost = (path: string, group: RateLimitGroup, schema: z.ZodType) =>
  applyDecorators(Post(path), Public(), RateLimit(group), BodySchema(schema));
