import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/ownershippackage/$QRcode')({
  component: () => <ComingSoon screen="/ownershippackage" />,
});
