import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMapPin, IconPackageExport, IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DateText } from '../../../components/data/date-text';
import { ResponsiveTable } from '../../../components/data/responsive-table';
import { GoodsSummary } from '../../../components/data/goods-summary';
import { EmptyState } from '../../../components/feedback/empty-state';
import { FullPageLoader } from '../../../components/feedback/full-page-loader';
import { QueryError } from '../../../components/feedback/query-error';
import { useConfirm } from '../../../components/feedback/confirm-dialog';
import { Fact } from '../../../components/layout/fact';
import { AnchorLink } from '../../../components/links/router-links';
import { RouteMap } from '../../../components/location/route-map';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { STATUS_COLOR, STATUS_LABEL, logisticsQueries, type NextOwner, type Shipment, type Warehouse } from '../api/logistics-queries';
import { useLogisticsMutations } from '../api/use-logistics-mutations';
import { parseLatLng } from '../model/lat-lng';
import { FieldGrid } from '../../../components/forms/field-grid';
import { PageHeader } from '../../../components/layout/page-header';

const modeName = (mode: string) => mode.charAt(0).toUpperCase() + mode.slice(1);

function destinationName(s: Shipment, nextOwners: NextOwner[] | undefined, warehouses: Warehouse[] | undefined): string {
  if (s.destination.kind === 'next_owner') {
    const n = nextOwners?.find((o) => o.id === s.destination.next_owner);
    return `Next owner${n ? `: ${n.user.fullname || n.user.email}` : ''}`;
  }
  if (s.destination.kind === 'warehouse') {
    const w = warehouses?.find((o) => o.id === s.destination.warehouse);
    return `Warehouse${w ? `: ${w.name}` : ''}`;
  }
  return s.destination.address ?? 'Address';
}

export function ShipmentStatusBadge({ status }: { status: Shipment['status'] }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status]} data-testid="shipment-status">
      {STATUS_LABEL[status]}
    </Badge>
  );
}

function PositionForm({ shipment }: { shipment: Shipment }) {
  const { reportPosition } = useLogisticsMutations();
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parseLatLng(location)) return setError('Give the position as latitude&longitude, e.g. 46.5191&6.6323.');
    reportPosition.mutate(
      { id: shipment.id, location: location.trim() },
      { onSuccess: () => (toast.success('Position reported'), setLocation('')), onError: (e) => toast.error(errorMessage(e)) },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Report a position">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Current position (lat&lng)"
          placeholder="46.5191&6.6323"
          value={location}
          onChange={(e) => (setLocation(e.currentTarget.value), setError(undefined))}
          error={error}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" variant="default" leftSection={<IconMapPin size={16} />} loading={reportPosition.isPending}>
          Report position
        </Button>
      </Group>
    </form>
  );
}

/** One shipment: its details, goods and route, with the next step (dispatch, positions, delivery). */
export function ShipmentControl({ id }: { id: string }) {
  const shipment = useQuery(logisticsQueries.shipment(id));
  const nextOwners = useQuery(logisticsQueries.nextOwners());
  const warehouses = useQuery(logisticsQueries.warehouses());
  const { dispatch, deliver } = useLogisticsMutations();
  const { confirm } = useConfirm();
  if (shipment.isError) return <QueryError error={shipment.error} onRetry={() => shipment.refetch()} title="This shipment could not be loaded" />;
  if (!shipment.data) return <FullPageLoader />;
  const s = shipment.data;
  const toNextOwner = s.destination.kind === 'next_owner';
  const onDispatch = () => dispatch.mutate(s.id, { onSuccess: () => toast.success(`${s.display_id} dispatched`), onError: (e) => toast.error(errorMessage(e)) });
  const onDeliver = async () => {
    const ok = await confirm({
      title: `Deliver ${s.display_id}?`,
      message: toNextOwner
        ? 'Ownership of everything aboard, with all it holds, passes to the next owner. This cannot be undone.'
        : s.destination.kind === 'warehouse'
          ? 'Everything aboard is checked in to the destination warehouse.'
          : 'Everything aboard is marked delivered at the destination address.',
      confirmLabel: 'Deliver',
      tone: toNextOwner ? 'danger' : 'primary',
    });
    if (ok) deliver.mutate(s.id, { onSuccess: () => toast.success(`${s.display_id} delivered`), onError: (e) => toast.error(errorMessage(e)) });
  };
  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Title order={2} fz="xl" ff="monospace">
                {s.display_id}
              </Title>
              <ShipmentStatusBadge status={s.status} />
            </Group>
            <Group gap="sm">
              {s.status === 'planned' && (
                <Button leftSection={<IconPackageExport size={16} />} onClick={onDispatch} loading={dispatch.isPending}>
                  Dispatch
                </Button>
              )}
              {s.status === 'in_transit' && (
                <Button leftSection={<IconTruckDelivery size={16} />} onClick={() => void onDeliver()} loading={deliver.isPending}>
                  Deliver
                </Button>
              )}
            </Group>
          </Group>
          <FieldGrid span={{ base: 6, sm: 3 }}>
            <Fact label="Mode">{modeName(s.mode)}</Fact>
            <Fact label="Vehicle">{s.vehicle_number}</Fact>
            <Fact label="Driver">{s.driver_name || '—'}</Fact>
            <Fact label="Stock items">{String(s.items)}</Fact>
            <Fact label="Destination">{destinationName(s, nextOwners.data, warehouses.data)}</Fact>
            <Fact label="Expected">{s.expected_delivery}</Fact>
            <Fact label="Dispatched">
              <DateText value={s.dispatched_at} />
            </Fact>
            <Fact label="Delivered">
              <DateText value={s.delivered_at} />
            </Fact>
          </FieldGrid>
          {s.status === 'in_transit' && <PositionForm shipment={s} />}
        </Stack>
      </Card>
      <Card>
        <Stack gap="sm">
          <Title order={3} fz="md">
            Route
          </Title>
          <RouteMap points={(s.route ?? []).map((p) => ({ location: p.location, label: new Date(p.recorded_at).toLocaleString() }))} label={`Route of ${s.display_id}`} />
        </Stack>
      </Card>
      <Card>
        <ResponsiveTable
          label={`Goods aboard ${s.display_id}`}
          rows={s.content_data}
          empty={<EmptyState compact title="No goods" />}
          columns={[
            { key: 'goods', label: 'Goods', primary: true, cell: (g) => <GoodsSummary size="sm" displayId={g.id} name={g.type === 'package' ? 'Package' : 'Stock item'} /> },
            {
              key: 'public',
              label: 'Public page',
              cell: (g) => (
                <AnchorLink to="/productTracking/$id" params={{ id: g.id }} target="_blank">
                  Tracking
                </AnchorLink>
              ),
            },
          ]}
        />
      </Card>
    </Stack>
  );
}

/** The user's shipments with their live status, and a map of where those in transit are. */
export function TrackingStatus() {
  const shipments = useQuery(logisticsQueries.shipments());
  if (shipments.isError) return <QueryError error={shipments.error} onRetry={() => shipments.refetch()} title="Shipments could not be loaded" />;
  const moving = (shipments.data ?? []).filter((s) => s.status === 'in_transit' && s.last_position);
  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            On the move
          </Title>
          <RouteMap markersOnly points={moving.map((s) => ({ location: s.last_position!.location, label: s.display_id }))} label="Map of shipments in transit" />
        </Stack>
      </Card>
      <ResponsiveTable
        label="Shipments"
        loading={shipments.isPending}
        rows={shipments.data}
        empty={<EmptyState title="No shipments yet" description="Plan a shipment to follow it here." />}
        columns={[
          { key: 'id', label: 'Shipment', primary: true, cell: (s) => <Text ff="monospace" fw={600}>{s.display_id}</Text> },
          { key: 'status', label: 'Status', cell: (s) => <ShipmentStatusBadge status={s.status} /> },
          { key: 'mode', label: 'Mode', cell: (s) => modeName(s.mode) },
          { key: 'items', label: 'Stock items', cell: (s) => s.items },
          { key: 'expected', label: 'Expected', cell: (s) => s.expected_delivery },
          { key: 'last', label: 'Last position', cell: (s) => (s.last_position ? <DateText value={s.last_position.recorded_at} /> : '—') },
        ]}
        actions={(s) => (
          <AnchorLink to="/transportation-preview" search={{ shipment: s.id }} aria-label={`Open ${s.display_id}`}>
            Open
          </AnchorLink>
        )}
      />
    </Stack>
  );
}

/** The `/tracking-status` screen. */
export function TrackingStatusPage() {
  return (
    <>
      <PageHeader eyebrow="Tracking" title="Tracking status" description="Your shipments with their live status, and where those in transit are." link={{ to: '/transportation-types', leftSection: <IconPlus size={16} />, children: 'Plan a shipment' }} />
      <TrackingStatus />
    </>
  );
}
