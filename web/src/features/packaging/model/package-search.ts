import { optionalChoice, optionalText, searchSchema } from '../../../lib/search-params';

/** Search params of the packaging flow: the package being worked on and, while creating, its intended level. */
export const packageFlowSearch = searchSchema({
  package: optionalText(),
  level: optionalChoice([1, 2]),
});
