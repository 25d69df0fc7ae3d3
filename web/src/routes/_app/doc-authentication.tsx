import { createFileRoute } from '@tanstack/react-router';
import { DocAuthenticationPage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-authentication')({
  component: DocAuthenticationPage,
});
