import { createFileRoute } from '@tanstack/react-router';
import { ensureAll } from '../../lib/query-client';
import { choice, optionalText, searchSchema } from '../../lib/search-params';
import { supportQueries } from '../../features/support/api/support-queries';
import { SupportPage, type SupportSearch } from '../../features/support/components/support-page';

const supportSearch = searchSchema({
  ticket: optionalText(),
  compose: choice(['no', 'yes'], 'no'),
  display_id: optionalText(),
  status: choice(['all', 'open', 'resolved', 'closed'], 'all'),
});

export const Route = createFileRoute('/_app/support')({
  validateSearch: supportSearch,
  loaderDeps: ({ search }) => ({ ticket: search.ticket }),
  loader: ({ context, deps }) => ensureAll(context.queryClient, supportQueries.tickets(), deps.ticket ? supportQueries.ticket(deps.ticket) : undefined),
  component: SupportRoute,
});

function SupportRoute() {
  const navigate = Route.useNavigate();
  const onSearch = (change: Partial<SupportSearch>) => void navigate({ search: (prev) => ({ ...prev, ...change }) });
  return <SupportPage search={Route.useSearch()} onSearch={onSearch} />;
}
