import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/transportation-outsourcing-details')({
  component: () => <ComingSoon screen="/transportation-outsourcing-details" />,
});
