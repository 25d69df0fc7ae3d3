import { createFileRoute } from '@tanstack/react-router';
import { StatusPage } from '../components/feedback/status-page';

export const Route = createFileRoute('/bad-request')({
  component: () => (
    <StatusPage code="400" title="Bad Request !" description="The request could not be understood. Please check the link or start again from the home page." />
  ),
});
