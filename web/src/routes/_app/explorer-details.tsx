import { createFileRoute } from '@tanstack/react-router';
import { ExplorerDetailsPage } from '../../features/explorer/components/explorer-details-page';
import { optionalText, searchSchema } from '../../lib/search-params';

const detailsSearch = searchSchema({ q: optionalText() });

export const Route = createFileRoute('/_app/explorer-details')({
  validateSearch: detailsSearch,
  component: function ExplorerDetailsRoute() {
    const { q } = Route.useSearch();
    return <ExplorerDetailsPage q={q} />;
  },
});
