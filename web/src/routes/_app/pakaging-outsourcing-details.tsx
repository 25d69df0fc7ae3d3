import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/pakaging-outsourcing-details')({
  component: () => <ComingSoon screen="/pakaging-outsourcing-details" />,
});
