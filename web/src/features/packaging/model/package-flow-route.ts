import type { QueryClient } from '@tanstack/react-query';
import { ensurePackage } from '../api/package-queries';
import { packageFlowSearch } from './package-search';

/**
 * Route options every step of the packaging flow shares: the package (and level) in the search, and the
 * package loaded ahead when one is named (failures are left to the page's `WithPackage`).
 */
export const packageFlowRoute = {
  validateSearch: packageFlowSearch,
  loaderDeps: ({ search }: { search: { package?: string } }) => ({ package: search.package }),
  loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: { package?: string } }) => ensurePackage(context.queryClient, deps.package),
};
