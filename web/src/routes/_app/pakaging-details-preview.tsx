import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/pakaging-details-preview')({
  component: () => <ComingSoon screen="/pakaging-details-preview" />,
});
