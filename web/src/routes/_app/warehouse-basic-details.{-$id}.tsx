import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/warehouse-basic-details/{-$id}')({
  component: () => <ComingSoon screen="/warehouse-basic-details" />,
});
