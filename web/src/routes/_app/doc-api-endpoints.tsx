import { createFileRoute } from '@tanstack/react-router';
import { docsQueries } from '../../features/docs/api/docs-queries';
import { DocApiEndpointsPage } from '../../features/docs/pages/doc-pages';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/doc-api-endpoints')({
  loader: ({ context }) => ensureAll(context.queryClient, docsQueries.openapi()),
  component: DocApiEndpointsPage,
});
