import { createFileRoute } from '@tanstack/react-router';
import { OwnershipByQrPage, loadScanned } from './-ownership-by-qr';

export const Route = createFileRoute('/_app/ownershipinventory/$QRcode')({
  loader: ({ context, params }) => loadScanned(context.queryClient, params.QRcode, 'inventory'),
  component: ItemOwnershipRoute,
});

function ItemOwnershipRoute() {
  return <OwnershipByQrPage code={Route.useParams().QRcode} only="inventory" title="Item ownership" />;
}
