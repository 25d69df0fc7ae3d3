import { HttpCode, Patch, Post, applyDecorators } from '@nestjs/common';
import { z } from 'zod';
import { BodySchema, BodySchemaOptions } from './openapi.document';

/*
 * The kinds of route that send a command, each one decorator: its verb, the status it answers with, and the zod
 * schema of its body (the very object the handler passes to `parseBody`), which the OpenAPI document describes.
 * Without a schema no body is described.
 */

const withBody = (schema: z.ZodType | undefined, options: BodySchemaOptions | undefined) => (schema ? [BodySchema(schema, options)] : []);

/** POST answered with 201 Created. */
export const CreateRoute = (path?: string, schema?: z.ZodType, options?: BodySchemaOptions) =>
  applyDecorators(Post(path), HttpCode(201), ...withBody(schema, options));

/** POST answered with 200 OK: an action on something that exists. */
export const ActionRoute = (path?: string, schema?: z.ZodType, options?: BodySchemaOptions) =>
  applyDecorators(Post(path), HttpCode(200), ...withBody(schema, options));

/** PATCH (200 OK). */
export const UpdateRoute = (path?: string, schema?: z.ZodType, options?: BodySchemaOptions) => applyDecorators(Patch(path), ...withBody(schema, options));
