import { createFileRoute } from '@tanstack/react-router';
import { DocKeyGenerationPage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-key-generation')({
  component: DocKeyGenerationPage,
});
