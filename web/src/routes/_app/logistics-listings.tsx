import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/logistics-listings')({
  component: () => <ComingSoon screen="/logistics-listings" />,
});
