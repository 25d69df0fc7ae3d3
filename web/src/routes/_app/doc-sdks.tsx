import { createFileRoute } from '@tanstack/react-router';
import { DocSdksPage } from '../../features/docs/pages/doc-pages';

export const Route = createFileRoute('/_app/doc-sdks')({
  component: DocSdksPage,
});
