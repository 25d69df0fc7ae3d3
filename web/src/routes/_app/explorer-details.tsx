import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/explorer-details')({
  component: () => <ComingSoon screen="/explorer-details" />,
});
