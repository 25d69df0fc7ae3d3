import { createFileRoute } from '@tanstack/react-router';
import { DocErrorHandlingPage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-errorhandling')({
  component: DocErrorHandlingPage,
});
