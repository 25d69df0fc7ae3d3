import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LandingPage } from '../features/landing/components/landing-page';
import { optionalChoice, optionalText, searchSchema as schema } from '../lib/search-params';

/**
 * `state` names a landing section to scroll to (used fully by the marketing page); `id` puts an id back into the
 * search box (an unknown id sends the visitor home with it); `report` opens the counterfeit report form for an id
 * ("Report it" on the counterfeit warning).
 */
const searchSchema = schema({
  state: optionalChoice(['home', 'about', 'why', 'values', 'how', 'faq', 'chat']),
  id: optionalText(),
  report: optionalText(),
});

// The report form loads only when asked for: the landing page stays light.
const CounterfeitReportModal = lazy(() =>
  import('../features/tracking/components/counterfeit-report-modal').then((module) => ({ default: module.CounterfeitReportModal })),
);

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  component: Landing,
});

function Landing() {
  const { report } = Route.useSearch();
  const navigate = useNavigate({ from: '/' });
  return (
    <>
      <LandingPage />
      {report !== undefined && (
        <Suspense fallback={null}>
          <CounterfeitReportModal
            displayId={report}
            editableId
            opened
            onClose={() => void navigate({ search: ({ report: _closed, ...rest }) => rest, replace: true, resetScroll: false })}
          />
        </Suspense>
      )}
    </>
  );
}
