import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/edit-product/{-$id}')({
  component: () => <ComingSoon screen="/edit-product" />,
});
