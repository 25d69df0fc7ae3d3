import { createFileRoute } from '@tanstack/react-router';
import { IncentivesView } from '../../features/reports/components/incentives-view';

export const Route = createFileRoute('/_app/incentives')({
  component: IncentivesView,
});
