import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/nextowner-preview')({
  component: () => <ComingSoon screen="/nextowner-preview" />,
});
