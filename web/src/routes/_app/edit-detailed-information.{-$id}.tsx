import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/edit-detailed-information/{-$id}')({
  component: () => <ComingSoon screen="/edit-detailed-information" />,
});
