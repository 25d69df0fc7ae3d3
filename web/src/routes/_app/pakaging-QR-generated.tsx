import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/pakaging-QR-generated')({
  component: () => <ComingSoon screen="/pakaging-QR-generated" />,
});
