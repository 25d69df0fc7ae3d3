import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/basic-admin-profile')({
  component: () => <ComingSoon screen="/basic-admin-profile" />,
});
