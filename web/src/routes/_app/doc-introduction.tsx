import { createFileRoute } from '@tanstack/react-router';
import { DocIntroductionPage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-introduction')({
  component: DocIntroductionPage,
});
