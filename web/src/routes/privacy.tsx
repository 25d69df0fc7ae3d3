import { createFileRoute } from '@tanstack/react-router';
import { PublicNotice } from '../components/layout/public-notice';

export const Route = createFileRoute('/privacy')({
  component: () => (
    <PublicNotice eyebrow="Legal" title="Privacy policy">
      We keep only what is needed to prove authenticity and ownership: your e-mail address, your profile and the history of the
      items you own. The full policy is being finalised and will be published here.
    </PublicNotice>
  ),
});
