/** What this needs of Express's router (`app.router`): its layers, each with its path matcher. */
export interface RouterLayer {
  route?: { path?: unknown };
  match(path: string): unknown;
}

/** Characters of path-to-regexp's syntax: a route path's literal start ends at the first of them. */
const SYNTAX = /[:*{}()[\]+?!\\]/;

/**
 * Express's router finds a request's route by trying every layer in order, each with its path-to-regexp regular
 * expression: a route declared late (the public tracking lookup is the 80th of ~150 layers) pays dozens of regular
 * expression runs per request. This puts a check of the route's literal start (`/api/tracking/` of
 * `/api/tracking/:id`) in front of each route layer's matcher: a path that does not start with it is refused at
 * once, any other goes to the layer's own matcher, so what matches and in which order is unchanged.
 *
 * The check never refuses a path the matcher would accept: it compares characters with their 0x20 bit set on both
 * sides, so upper and lower case ASCII letters are equal (Express's routing is case-insensitive by default) and a
 * character that only looks alike after that merely goes on to the real matcher. Non-ASCII characters stay
 * non-ASCII, as in the matcher's case-insensitive comparison.
 */
export function prefilterRoutes(stack: RouterLayer[]): number {
  let wrapped = 0;
  for (const layer of stack) {
    const folded = foldedLiteralStart(layer);
    if (!folded) continue;
    const match = layer.match.bind(layer);
    layer.match = (requested: string) => (startsWithFolded(requested, folded) ? match(requested) : false);
    wrapped += 1;
  }
  return wrapped;
}

/**
 * A route layer's literal start (see prefilterRoutes) as character codes with their 0x20 bit set; undefined for a
 * middleware layer and for a route whose literal start is '/' or empty (it can refuse nothing).
 */
export function foldedLiteralStart(layer: RouterLayer): number[] | undefined {
  const path = layer.route?.path;
  if (typeof path !== 'string') return undefined;
  const end = path.search(SYNTAX);
  // Without trailing slashes: with non-strict routing a route's trailing slash is optional.
  const literal = (end === -1 ? path : path.slice(0, end)).replace(/\/+$/, '');
  if (literal.length < 2) return undefined;
  return Array.from(literal, (c) => c.charCodeAt(0) | 0x20);
}

function startsWithFolded(path: string, folded: number[]): boolean {
  if (path.length < folded.length) return false;
  for (let i = 0; i < folded.length; i += 1) {
    if ((path.charCodeAt(i) | 0x20) !== folded[i]) return false;
  }
  return true;
}
