import { createFileRoute } from '@tanstack/react-router';
import { PublicNotice } from '../components/layout/public-notice';

export const Route = createFileRoute('/terms-and-conditions')({
  component: () => (
    <PublicNotice eyebrow="Legal" title="Terms and conditions">
      The terms that govern the use of the platform are being finalised and will be published here.
    </PublicNotice>
  ),
});
