import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/warehouse-list')({
  component: () => <ComingSoon screen="/warehouse-list" />,
});
