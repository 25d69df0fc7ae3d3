import { createFileRoute } from '@tanstack/react-router';
import { docsQueries } from '../../features/docs/api/docs-queries';
import { DocKeyManagementPage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-key-management')({
  loader: ({ context }) => context.queryClient.ensureQueryData(docsQueries.apiKeys()).catch(() => undefined),
  component: DocKeyManagementPage,
});
