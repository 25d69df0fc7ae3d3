import { createFileRoute } from '@tanstack/react-router';
import { OwnershipByQrPage, loadScanned } from './-ownership-by-qr';

export const Route = createFileRoute('/_app/ownershippackage/$QRcode')({
  loader: ({ context, params }) => loadScanned(context.queryClient, params.QRcode, 'package'),
  component: PackageOwnershipRoute,
});

function PackageOwnershipRoute() {
  return <OwnershipByQrPage code={Route.useParams().QRcode} only="package" title="Package ownership" />;
}
