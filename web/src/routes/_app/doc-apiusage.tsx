import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/doc-apiusage')({
  component: () => <ComingSoon screen="/doc-apiusage" />,
});
