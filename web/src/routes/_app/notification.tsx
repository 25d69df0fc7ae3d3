import { createFileRoute } from '@tanstack/react-router';
import { choice, searchSchema as schema } from '../../lib/search-params';
import { ownershipQueries } from '../../features/ownership/api/ownership-queries';
import { RequestsPage, type RequestsSearch } from '../../features/ownership/components/requests-page';
import { ensureAll } from '../../lib/query-client';

const searchSchema = schema({
  kind: choice(['inventory', 'package'], 'inventory'),
  box: choice(['received', 'sent'], 'received'),
});

export const Route = createFileRoute('/_app/notification')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ kind: search.kind }),
  loader: ({ context, deps }) => ensureAll(context.queryClient, ownershipQueries.received(deps.kind)),
  component: RequestsRoute,
});

function RequestsRoute() {
  const navigate = Route.useNavigate();
  const onSearch = (change: Partial<RequestsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...change }) });
  return <RequestsPage {...Route.useSearch()} onSearch={onSearch} />;
}
