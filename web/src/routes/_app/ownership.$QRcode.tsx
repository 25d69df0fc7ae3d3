import { createFileRoute } from '@tanstack/react-router';
import { OwnershipByQrPage, loadScanned } from './-ownership-by-qr';

export const Route = createFileRoute('/_app/ownership/$QRcode')({
  loader: ({ context, params }) => loadScanned(context.queryClient, params.QRcode),
  component: OwnershipRoute,
});

function OwnershipRoute() {
  return <OwnershipByQrPage code={Route.useParams().QRcode} title="Ownership by QR code" />;
}
