import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FullPageLoader } from '../components/feedback/full-page-loader';
import { PublicLayout } from '../components/layout/public-layout';
import { trackingQueries } from '../features/tracking/api/tracking-queries';
import { useTrackLive } from '../features/tracking/api/use-track-live';
import { PublicTrackingView } from '../features/tracking/components/public-tracking-view';
import { isApiError } from '../lib/api-error';
import { appConfig } from '../lib/config';
import { firstScreenShown } from '../lib/first-screen';
import { toast, topCenter } from '../lib/toast';

export const Route = createFileRoute('/productTracking/$id')({
  // An unknown id is an expected outcome with its own message and redirect (below), not a router error.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(trackingQueries.detail(params.id)).catch(() => undefined),
  pendingComponent: () =>
    firstScreenShown() ? null : (
      <PublicLayout>
        <FullPageLoader />
      </PublicLayout>
    ),
  component: ProductTrackingPage,
});

function ProductTrackingPage() {
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const tracking = useQuery(trackingQueries.detail(id));
  useTrackLive(tracking.data ? tracking.data.display_id : undefined);

  useEffect(() => {
    if (!tracking.isError) return;
    const error = tracking.error;
    // Specification §4/§8: a message containing 'Invalid' is shown, then back home after 1.5 s.
    if (isApiError(error) && error.message.includes('Invalid')) {
      // The 1.5 s count from the message on screen: the first toast of a visit downloads its module first,
      // which on a slow connection would eat into them (or redirect before the message shows).
      let left = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      void toast.error(error.message, { toastId: `invalid-${id}` }).then(() => {
        // Home with the id back in the search box, so what was typed is not lost.
        if (!left) timer = setTimeout(() => void navigate({ to: '/', search: { id } }), appConfig.trackingRedirectDelayMs);
      });
      return () => {
        left = true;
        clearTimeout(timer);
      };
    }
    toast.error('Oops, Error Occurred', { ...topCenter, toastId: `tracking-error-${id}` });
  }, [tracking.isError, tracking.error, navigate, id]);

  return (
    <PublicLayout>
      {tracking.data ? <PublicTrackingView details={tracking.data} /> : <FullPageLoader message={tracking.isError ? 'Taking you back home…' : undefined} />}
    </PublicLayout>
  );
}
