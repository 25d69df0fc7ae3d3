import type { IncomingMessage, ServerResponse } from 'node:http';
import { foldedLiteralStart, RouterLayer } from './route-prefilter';

/** What this needs of Express's router (`app.router`, the `router` package): its layers and its dispatch. */
export interface IndexedRouter {
  stack: RouterLayer[];
  handle(request: IncomingMessage, response: ServerResponse, done: (error?: unknown) => void): void;
}

/** A node of the trie of the route layers' literal starts (folded character codes, see route-prefilter.ts). */
interface Node {
  readonly children: Map<number, Node>;
  /** For a node where a route's literal start ends: the router as a request whose path passes here sees it. */
  view?: IndexedRouter;
}

/**
 * Express's router tries every layer of the app in order for each request (~150 here, the public tracking lookup
 * is the 80th): even with each route layer's literal start checked first (prefilterRoutes), the router's loop over
 * the layers a request cannot match was a few microseconds of every request. This hands the router, per request, a
 * stack without the route layers whose literal start the request's path does not begin with: every middleware layer,
 * every route without a literal start, and the routes whose literal start is a prefix of the path, in their order.
 *
 * The layers left out are exactly those the prefilter's check refuses (the same folded comparison), so what the
 * router matches, in which order, with which parameters, for every method (HEAD, OPTIONS' automatic answer, 404s
 * and errors through the same middleware) is unchanged: the router's own loop and matchers still run over the rest.
 * The stack is the router's own `handle` run with `this` an object whose prototype is the router and whose `stack`
 * is the filtered one (`handle` reads `this.stack` once, at the start of a request); one such object per literal
 * start, made when the index is built, so a request allocates nothing for it.
 *
 * Assumes what is true of this app: no middleware before the routes rewrites `req.url` for the layers after it (a
 * mount path's trimming is undone by the router before the next layer). The index is rebuilt when the number of
 * layers changes (a layer added after start-up).
 */
export function indexRoutes(router: IndexedRouter): (url: string) => readonly RouterLayer[] {
  const dispatch = router.handle;
  let built = -1;
  let root: Node = { children: new Map() };
  const build = () => {
    root = buildTrie(router);
    built = router.stack.length;
  };
  build();
  router.handle = function handle(request, response, done) {
    if (router.stack.length !== built) build();
    return dispatch.call(viewFor(root, request.url) ?? router, request, response, done);
  };
  // The layers a request for `url` is handed (for tests).
  return (url) => {
    if (router.stack.length !== built) build();
    return (viewFor(root, url) ?? router).stack;
  };
}

/** The router as a request for `url` sees it; undefined (the router itself) for a URL not starting with '/'. */
function viewFor(root: Node, url: string | undefined): IndexedRouter | undefined {
  if (!url || url.charCodeAt(0) !== 0x2f) return undefined;
  let node = root;
  let view = root.view;
  // Characters past the path (a query) only make the walk go deeper than needed: a route reached there is refused
  // by its own matcher, never one left out. The walk stops where no literal start goes on.
  for (let i = 0; i < url.length; i += 1) {
    const next = node.children.get(url.charCodeAt(i) | 0x20);
    if (!next) break;
    node = next;
    if (node.view) view = node.view;
  }
  return view;
}

function buildTrie(router: IndexedRouter): Node {
  const root: Node = { children: new Map() };
  const literals = router.stack.map((layer) => foldedLiteralStart(layer));
  const ends = new Map<RouterLayer, Node>();
  const terminal = new Set<Node>();
  router.stack.forEach((layer, i) => {
    const folded = literals[i];
    if (!folded) return;
    let node = root;
    for (const code of folded) {
      let next = node.children.get(code);
      if (!next) node.children.set(code, (next = { children: new Map() }));
      node = next;
    }
    ends.set(layer, node);
    terminal.add(node);
  });
  // A node's view keeps the routes whose literal start ends on the way from the root to it (a prefix of its own).
  const walk = (node: Node, above: Set<Node>) => {
    const on = node === root || terminal.has(node) ? new Set([...above, node]) : above;
    if (node === root || on !== above) {
      const stack = router.stack.filter((layer) => {
        const end = ends.get(layer);
        return end === undefined || on.has(end);
      });
      node.view = Object.create(router, { stack: { value: stack, writable: false } }) as IndexedRouter;
    }
    for (const child of node.children.values()) walk(child, on);
  };
  walk(root, new Set());
  return root;
}
