import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/pakaging-add-items')({
  component: () => <ComingSoon screen="/pakaging-add-items" />,
});
