import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/nextowner-item-list/$id')({
  component: () => <ComingSoon screen="/nextowner-item-list" />,
});
