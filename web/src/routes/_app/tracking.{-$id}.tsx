import { Card } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EmptyState } from '../../components/feedback/empty-state';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { PageHeader } from '../../components/layout/page-header';
import { ownershipQueries } from '../../features/ownership/api/ownership-queries';
import { OwnerChainCard } from '../../features/ownership/components/owner-chain-card';
import { RequestOwnershipPanel } from '../../features/ownership/components/request-ownership-panel';
import { profileQueries } from '../../features/profile/api/profile-queries';
import { trackingQueries } from '../../features/tracking/api/tracking-queries';
import { TrackedItemGrid } from '../../features/tracking/components/tracked-item-grid';
import { INVALID_ID_MESSAGE, TrackingLookupForm } from '../../features/tracking/components/tracking-lookup-form';
import { idKind, normalizeDisplayId, type IdKind } from '../../lib/display-id';
import { notifyTopCenter } from '../../lib/toast';
import { QrScanButton } from '../../features/qr/components/qr-scanner';
import { useOpenScanned } from './-ownership-by-qr';
import { TitledCard } from '../../components/layout/titled-card';

export const Route = createFileRoute('/_app/tracking/{-$id}')({
  loader: async ({ context, params }) => {
    const id = params.id ? normalizeDisplayId(params.id) : undefined;
    const kind = id ? idKind(id) : null;
    if (!id || !kind) return;
    // A wrong id is an expected outcome (toast + empty state below), never a router error.
    await Promise.all([
      context.queryClient.ensureQueryData(trackingQueries.detail(id)),
      context.queryClient.ensureQueryData(ownershipQueries.owners(kind, id)),
      context.queryClient.ensureQueryData(ownershipQueries.requestStatus(kind, id)),
    ]).catch(() => undefined);
  },
  component: TrackingPage,
});

function TrackingPage() {
  const params = Route.useParams();
  const id = params.id ? normalizeDisplayId(params.id) : undefined;
  const kind = id ? idKind(id) : null;
  const openScanned = useOpenScanned();
  return (
    <>
      <PageHeader
        eyebrow="Tracking"
        title="Owner lookup"
        description="Look up an item or package by its id, or scan its QR code, to see who has owned it and request ownership."
        actions={<QrScanButton onResult={openScanned} />}
      />
      <Card mb="xl">
        <TrackingLookupForm currentId={id} />
      </Card>
      {id && kind ? (
        <TrackedItem key={id} id={id} kind={kind} />
      ) : (
        <EmptyState
          icon={<IconRoute size={28} stroke={1.5} />}
          title={id ? INVALID_ID_MESSAGE : 'Enter an id to begin'}
          description="Ids start with INVE for stock items and PACK for packages. You find them on the item's tag and QR code."
        />
      )}
    </>
  );
}

function TrackedItem({ id, kind }: { id: string; kind: IdKind }) {
  const me = useQuery(profileQueries.me());
  const details = useQuery(trackingQueries.detail(id));
  const owners = useQuery(ownershipQueries.owners(kind, id));
  const status = useQuery(ownershipQueries.requestStatus(kind, id));
  const failed = owners.isError || details.isError;

  useEffect(() => {
    if (failed) notifyTopCenter.error(INVALID_ID_MESSAGE);
  }, [failed]);

  if (failed) return <EmptyState title="Nothing found for this id" description={`We could not find ${id}. Check the id on the tag and try again.`} />;
  if (!details.data || !owners.data) return <FullPageLoader />;

  const isOwner = Boolean(me.data && owners.data[0]?.ownerId === me.data.id);
  return (
    <TrackedItemGrid details={details.data}>
      <TitledCard title="Ownership">
        <RequestOwnershipPanel kind={kind} displayId={id} isOwner={isOwner} pendingStatus={status.isSuccess ? status.data : undefined} />
      </TitledCard>
      <OwnerChainCard owners={owners.data} viewerId={me.data?.id}>
        Newest first. Every hand-over is an entry in the item's tamper-evident history.
      </OwnerChainCard>
    </TrackedItemGrid>
  );
}
