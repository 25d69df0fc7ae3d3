import { createFileRoute } from '@tanstack/react-router';
import { DocApiUsagePage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-apiusage')({
  component: DocApiUsagePage,
});
