import * as z from 'zod/mini';
import { optionalText, searchSchema } from '../../../lib/search-params';

/** Search params of the packaging flow: the package being worked on and, while creating, its intended level. */
export const packageFlowSearch = searchSchema({
  package: optionalText(),
  level: z.catch(z.optional(z.union([z.literal(1), z.literal(2)])), undefined),
});
