import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/IOT-success-level2')({
  component: () => <ComingSoon screen="/IOT-success-level2" />,
});
