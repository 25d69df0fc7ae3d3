import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/pakaging-IOT-generated')({
  component: () => <ComingSoon screen="/pakaging-IOT-generated" />,
});
