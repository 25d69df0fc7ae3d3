import { createFileRoute } from '@tanstack/react-router';
import { docsQueries } from '../../features/docs/api/docs-queries';
import { DocApiEndpointsPage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-api-endpoints')({
  loader: ({ context }) => context.queryClient.ensureQueryData(docsQueries.openapi()).catch(() => undefined),
  component: DocApiEndpointsPage,
});
