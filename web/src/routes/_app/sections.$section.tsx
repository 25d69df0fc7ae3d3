import { createFileRoute } from '@tanstack/react-router';
import { SectionIndexPage } from '../../components/app-shell/section-index-page';

// The section list is read by the page (not in a route option), so it stays out of the entry chunk.
export const Route = createFileRoute('/_app/sections/$section')({
  component: SectionIndexRoute,
});

function SectionIndexRoute() {
  return <SectionIndexPage section={Route.useParams().section} />;
}
