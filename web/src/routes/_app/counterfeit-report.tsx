import { createFileRoute } from '@tanstack/react-router';
import { CounterfeitReportView } from '../../features/counterfeit/components/counterfeit-report-view';

export const Route = createFileRoute('/_app/counterfeit-report')({
  component: CounterfeitReportView,
});
