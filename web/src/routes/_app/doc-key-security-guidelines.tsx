import { createFileRoute } from '@tanstack/react-router';
import { DocKeySecurityGuidelinesPage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-key-security-guidelines')({
  component: DocKeySecurityGuidelinesPage,
});
