import { createFileRoute } from '@tanstack/react-router';
import { docsQueries } from '../../features/docs/api/docs-queries';
import { DocKeyManagementPage } from '../../features/docs/pages/doc-pages';
import { ensureAll } from '../../lib/query-client';

export const Route = createFileRoute('/_app/doc-key-management')({
  loader: ({ context }) => ensureAll(context.queryClient, docsQueries.apiKeys()),
  component: DocKeyManagementPage,
});
