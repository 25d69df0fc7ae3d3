import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/QR-success-level2')({
  component: () => <ComingSoon screen="/QR-success-level2" />,
});
