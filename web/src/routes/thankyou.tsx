import { createFileRoute } from '@tanstack/react-router';
import { PublicNotice } from '../components/layout/public-notice';

export const Route = createFileRoute('/thankyou')({
  component: () => (
    <PublicNotice eyebrow="Message received" title="Thank you">
      Thank you for contacting us. Our brand protection team will get back to you within one business day.
    </PublicNotice>
  ),
});
