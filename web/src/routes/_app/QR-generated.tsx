import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/QR-generated')({
  component: () => <ComingSoon screen="/QR-generated" />,
});
