import type { paths } from './api-schema.gen';

/**
 * The types of what the server's routes take and answer, named by route: generated from the server's OpenAPI
 * document (`api-schema.gen.ts`, `npm run api-types`), so the web does not write the server's types again and
 * a change of what a route answers shows in the web's type check.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type Success<Responses> = Responses extends { 200: infer Answer } ? Answer : Responses extends { 201: infer Answer } ? Answer : never;

/** The JSON a route answers with on success: `ApiAnswer<'/api/account/getuser'>`, `ApiAnswer<'/api/account/addcompany', 'post'>`. */
export type ApiAnswer<P extends keyof paths, M extends Method = 'get'> = Json<Success<Operation<P, M>['responses']>>;

/** The JSON body a route takes. */
export type ApiBody<P extends keyof paths, M extends Method = 'post'> = Json<NonNullable<Operation<P, M>['requestBody']>>;
