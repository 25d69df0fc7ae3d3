import { IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../components/feedback/empty-state';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { PageHeader } from '../../components/layout/page-header';
import type { IdKind } from '../../lib/display-id';
import { ownershipQueries } from '../../features/ownership/api/ownership-queries';
import { OwnerChainCard } from '../../features/ownership/components/owner-chain-card';
import { OwnershipAction } from '../../features/ownership/components/ownership-action';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { displayIdFromQr } from '../../features/qr/model/qr-payload';
import { QrScanButton, type ScanResult } from '../../features/qr/components/qr-scanner';
import { trackingQueries } from '../../features/tracking/api/tracking-queries';
import { TrackedItemGrid } from '../../features/tracking/components/tracked-item-grid';

/** The `{QRcode}` of the three ownership routes: a display id or a scanned link, as far as it names one of ours. */
export function scannedSubject(code: string, only?: IdKind) {
  const found = displayIdFromQr(code);
  return found && (!only || found.kind === only) ? found : null;
}

/** Route loaders: the item, its owners and the viewer's request status (a wrong id is the screen's business). */
export function loadScanned(queryClient: QueryClient, code: string, only?: IdKind) {
  const found = scannedSubject(code, only);
  if (!found) return undefined;
  return Promise.all([
    queryClient.ensureQueryData(trackingQueries.detail(found.displayId)),
    queryClient.ensureQueryData(ownershipQueries.owners(found.kind, found.displayId)),
  ]).catch(() => undefined);
}

/** Where a scan leads: the items' or the packages' ownership route. */
export function useOpenScanned() {
  const navigate = useNavigate();
  return (result: ScanResult) =>
    void navigate(
      result.kind === 'package'
        ? { to: '/ownershippackage/$QRcode', params: { QRcode: result.displayId } }
        : { to: '/ownershipinventory/$QRcode', params: { QRcode: result.displayId } },
    );
}

/** `/ownership/{QRcode}`, `/ownershipinventory/{QRcode}` and `/ownershippackage/{QRcode}`: scan, see, act. */
export function OwnershipByQrPage({ code, only, title }: { code: string; only?: IdKind; title: string }) {
  const found = scannedSubject(code, only);
  const open = useOpenScanned();
  return (
    <>
      <PageHeader
        eyebrow="Tracking"
        title={title}
        description="Scan the QR code on an item's or package's tag to see who owns it and take the next step."
        actions={<QrScanButton onResult={open} label="Scan another" />}
      />
      {found ? (
        <Scanned key={found.displayId} displayId={found.displayId} kind={found.kind} />
      ) : (
        <EmptyState
          icon={<IconQrcode size={28} stroke={1.5} />}
          title={only === 'package' ? 'This is not a package code' : only === 'inventory' ? 'This is not an item code' : 'This code is not one of ours'}
          description="Our QR codes name an item (INVE…) or a package (PACK…). Scan the tag again, or use a photo of it."
          action={<QrScanButton onResult={open} />}
        />
      )}
    </>
  );
}

function Scanned({ displayId, kind }: { displayId: string; kind: IdKind }) {
  const me = useQuery(profileQueries.me());
  const details = useQuery(trackingQueries.detail(displayId));
  const owners = useQuery(ownershipQueries.owners(kind, displayId));
  if (details.isError || owners.isError) {
    return <EmptyState title="Nothing found for this code" description={`We could not find ${displayId}. It may not be genuine: report it from the public tracking page.`} />;
  }
  if (!details.data || !owners.data) return <FullPageLoader />;
  return (
    <TrackedItemGrid details={details.data}>
      <OwnershipAction kind={kind} displayId={displayId} owners={owners.data} viewerId={me.data?.id} />
      <OwnerChainCard owners={owners.data} viewerId={me.data?.id} />
    </TrackedItemGrid>
  );
}
