import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/roadmap/coming-soon';

// A folder index rather than `inventory-view.tsx`: the generator would derive the same identifier for
// `/inventory-view` and `/inventoryView`, both of which the specification lists.
export const Route = createFileRoute('/_app/inventory-view/')({
  component: () => <ComingSoon screen="/inventory-view" />,
});
