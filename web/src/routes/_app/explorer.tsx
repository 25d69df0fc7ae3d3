import { createFileRoute } from '@tanstack/react-router';
import { explorerQueries } from '../../features/explorer/api/explorer-queries';
import { EXPLORER_CATEGORIES } from '../../features/explorer/model/explorer-categories';
import { ExplorerPage } from '../../features/explorer/components/explorer-page';
import { optionalChoice, optionalPositiveInt, searchSchema } from '../../lib/search-params';
import { ensureAll } from '../../lib/query-client';

const explorerSearch = searchSchema({ category: optionalChoice(EXPLORER_CATEGORIES), page: optionalPositiveInt() });

export const Route = createFileRoute('/_app/explorer')({
  validateSearch: explorerSearch,
  loaderDeps: ({ search }) => ({ category: search.category, page: search.page ?? 1 }),
  loader: ({ context, deps }) => ensureAll(context.queryClient, explorerQueries.streams(deps.category, deps.page)),
  component: function ExplorerRoute() {
    const { category, page } = Route.useSearch();
    return <ExplorerPage category={category} page={page ?? 1} />;
  },
});
