import { createFileRoute } from '@tanstack/react-router';
import { PublicNotice } from '../components/layout/public-notice';

export const Route = createFileRoute('/{$product}-anti-counterfeit-solution')({
  component: ContactPage,
});

/** The contact page with its form arrives with the public-face release; the route already exists. */
function ContactPage() {
  const { product } = Route.useParams();
  return (
    <PublicNotice eyebrow="Coming soon" title={`${decodeURIComponent(product).replace(/-/g, ' ')} anti-counterfeit solution`}>
      24/7 counterfeit protection, transparent authenticity verification, immutable origin tracking and smart ownership. Our contact
      form opens here shortly.
    </PublicNotice>
  );
}
