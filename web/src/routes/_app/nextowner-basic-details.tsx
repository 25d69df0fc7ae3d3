import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/nextowner-basic-details')({
  component: () => <ComingSoon screen="/nextowner-basic-details" />,
});
