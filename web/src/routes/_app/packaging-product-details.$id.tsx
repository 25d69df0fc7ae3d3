import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/roadmap/coming-soon';

export const Route = createFileRoute('/_app/packaging-product-details/$id')({
  component: () => <ComingSoon screen="/packaging-product-details" />,
});
