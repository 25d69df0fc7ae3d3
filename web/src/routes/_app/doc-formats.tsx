import { createFileRoute } from '@tanstack/react-router';
import { DocFormatsPage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-formats')({
  component: DocFormatsPage,
});
