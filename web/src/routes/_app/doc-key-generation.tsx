import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/doc-key-generation')({
  component: () => <ComingSoon screen="/doc-key-generation" />,
});
