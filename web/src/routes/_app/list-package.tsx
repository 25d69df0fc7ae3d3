import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/list-package')({
  component: () => <ComingSoon screen="/list-package" />,
});
