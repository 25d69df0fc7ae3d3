import '@mantine/dates/styles.css';

import { Button, Card, Grid, Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { Fact } from '../../../components/layout/fact';
import { ButtonLink } from '../../../components/links/router-links';
import { errorMessage } from '../../../lib/api-error';
import { toIsoDay } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { logisticsQueries, type GoodsRef, type ShipmentDestination, type ShipmentFields } from '../api/logistics-queries';
import { useLogisticsMutations } from '../api/use-logistics-mutations';
import { useDraft } from '../model/draft-store';
import { parseLatLng } from '../model/lat-lng';
import { GoodsPicker } from './goods-picker';
import { FormFooter } from '../../../components/forms/form-footer';
import { FieldGrid } from '../../../components/forms/field-grid';

export type ShipmentDraft = Omit<ShipmentFields, 'content_data'> & { content_data: GoodsRef[] };
export const SHIPMENT_DRAFT = 'shipment';
type DestinationKind = 'next_owner' | 'warehouse' | 'address';

/** Mode, vehicle, driver, origin, destination and date of a shipment; `carrier` is "own" or a carrier id. */
export function ShipmentModeForm({ carrier }: { carrier: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft<ShipmentDraft>(SHIPMENT_DRAFT);
  const modes = useQuery(logisticsQueries.transportModes());
  const carriers = useQuery({ ...logisticsQueries.carriers(), enabled: carrier !== 'own' });
  const warehouses = useQuery(logisticsQueries.warehouses());
  const nextOwners = useQuery(logisticsQueries.nextOwners());
  const previous = draft?.carrier === carrier ? draft : null;
  const d0 = previous?.destination as Partial<{ warehouse: string; next_owner: string; address: string; address_location: string }> | undefined;
  const [mode, setMode] = useState<string | null>(previous?.mode ?? null);
  const [vehicle, setVehicle] = useState(previous?.vehicle_number ?? '');
  const [driverName, setDriverName] = useState(previous?.driver_name ?? '');
  const [driverContact, setDriverContact] = useState(previous?.driver_contact ?? '');
  const [from, setFrom] = useState<string | null>(previous?.from_warehouse ?? null);
  const [kind, setKind] = useState<DestinationKind>(d0?.warehouse ? 'warehouse' : d0?.address ? 'address' : 'next_owner');
  const [target, setTarget] = useState<string | null>(d0?.warehouse ?? d0?.next_owner ?? null);
  const [address, setAddress] = useState(d0?.address ?? '');
  const [addressLocation, setAddressLocation] = useState(d0?.address_location ?? '');
  const [date, setDate] = useState<string | null>(previous?.expected_delivery ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const carrierInfo = carriers.data?.find((c) => c.id === carrier);
  const modeChoices = (modes.data ?? []).filter((m) => carrier === 'own' || !carrierInfo || carrierInfo.modes.includes(m.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!mode) found.mode = 'Choose a transport mode.';
    if (!vehicle.trim()) found.vehicle_number = 'Give the vehicle number.';
    if (!date) found.expected_delivery = 'Choose the expected delivery date.';
    if (kind !== 'address' && !target) found.destination = kind === 'warehouse' ? 'Choose the destination warehouse.' : 'Choose the next owner.';
    if (kind === 'warehouse' && target && target === from) found.destination = 'The destination is the warehouse the goods leave.';
    if (kind === 'address' && (!address.trim() || !parseLatLng(addressLocation))) found.destination = 'Give the address and its position as latitude&longitude.';
    setErrors(found);
    if (Object.keys(found).length) return;
    const destination: ShipmentDestination = kind === 'address' ? { address, address_location: addressLocation } : kind === 'warehouse' ? { warehouse: target! } : { next_owner: target! };
    setDraft({
      carrier,
      mode: mode!,
      vehicle_number: vehicle.trim(),
      driver_name: driverName.trim() || undefined,
      driver_contact: driverContact.trim() || undefined,
      from_warehouse: from ?? undefined,
      destination,
      expected_delivery: date!,
      content_data: previous?.content_data ?? [],
    });
    void navigate({ to: '/packagelist' });
  };

  return (
    <Card component="form" onSubmit={submit} noValidate aria-label="Transportation details">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Carrier: <strong>{carrier === 'own' ? 'Own fleet' : carrierInfo?.company_name ?? 'Outsourced carrier'}</strong>
        </Text>
        <FieldGrid>
          <Select label="Transport mode" required data={modeChoices.map((m) => ({ value: m.id, label: m.name }))} value={mode} onChange={setMode} error={errors.mode} />
          <TextInput label="Vehicle number" required value={vehicle} onChange={(e) => setVehicle(e.currentTarget.value)} error={errors.vehicle_number} maxLength={40} />
          <TextInput label="Driver name" value={driverName} onChange={(e) => setDriverName(e.currentTarget.value)} maxLength={120} />
          <TextInput label="Driver contact" value={driverContact} onChange={(e) => setDriverContact(e.currentTarget.value)} maxLength={120} />
          <Select
            label="Origin warehouse"
            description="Optional: ship only goods stored there."
            placeholder="Anywhere"
            clearable
            data={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
            value={from}
            onChange={setFrom}
          />
          <DateInput label="Expected delivery" required valueFormat="DD MMM YYYY" minDate={new Date()} value={date} onChange={(v) => setDate(v ? toIsoDay(v) : null)} error={errors.expected_delivery} />
        </FieldGrid>
        <Stack gap="xs">
          <Text size="sm" fw={500} id="destination-label">
            Destination
          </Text>
          <SegmentedControl
            aria-labelledby="destination-label"
            value={kind}
            onChange={(v) => {
              setKind(v as DestinationKind);
              setTarget(null);
            }}
            data={[
              { value: 'next_owner', label: 'Next owner' },
              { value: 'warehouse', label: 'Warehouse' },
              { value: 'address', label: 'Address' },
            ]}
          />
          {kind === 'next_owner' && (
            <Select label="Next owner" data={(nextOwners.data ?? []).map((n) => ({ value: n.id, label: n.user.fullname || n.user.email }))} value={target} onChange={setTarget} error={errors.destination} nothingFoundMessage="Add a next owner first" />
          )}
          {kind === 'warehouse' && <Select label="Destination warehouse" data={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))} value={target} onChange={setTarget} error={errors.destination} />}
          {kind === 'address' && (
            <>
              <Textarea label="Address" autosize minRows={2} value={address} onChange={(e) => setAddress(e.currentTarget.value)} error={errors.destination} />
              <TextInput label="Position (lat&lng)" placeholder="46.2044&6.1432" value={addressLocation} onChange={(e) => setAddressLocation(e.currentTarget.value)} />
            </>
          )}
        </Stack>
        <FormFooter submit="Choose goods" />
      </Stack>
    </Card>
  );
}

/** Pick the packages and loose items of the shipment. */
export function ShipmentGoodsStep() {
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft<ShipmentDraft>(SHIPMENT_DRAFT);
  if (!draft) return <EmptyState title="No shipment in progress" description="Start with the transportation type." action={<ButtonLink to="/transportation-types">Plan a shipment</ButtonLink>} />;
  return (
    <Card>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Packages move with everything inside them; packed entries are not listed on their own.
        </Text>
        <GoodsPicker
          statuses={draft.from_warehouse ? ['in_warehouse'] : ['in_stock', 'in_warehouse', 'delivered']}
          selected={draft.content_data}
          onChange={(goods) => setDraft({ ...draft, content_data: goods })}
          label="Goods to ship"
        />
        <Group justify="space-between">
          <ButtonLink variant="default" to="/transportation-mode/{-$id}" params={{ id: draft.carrier === 'own' ? undefined : draft.carrier }}>
            Back
          </ButtonLink>
          <Button onClick={() => void navigate({ to: '/transportation-preview' })} disabled={draft.content_data.length === 0}>
            Review {draft.content_data.length || ''}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Review, then plan the shipment (the goods are reserved for it). */
export function ShipmentDraftReview() {
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft<ShipmentDraft>(SHIPMENT_DRAFT);
  const warehouses = useQuery(logisticsQueries.warehouses());
  const nextOwners = useQuery(logisticsQueries.nextOwners());
  const { planShipment } = useLogisticsMutations();
  if (!draft) return <EmptyState title="No shipment in progress" description="Plan a shipment, or open one from tracking status." action={<ButtonLink to="/transportation-types">Plan a shipment</ButtonLink>} />;
  const d = draft.destination as Partial<{ warehouse: string; next_owner: string; address: string }>;
  const destination = d.warehouse
    ? `Warehouse ${warehouses.data?.find((w) => w.id === d.warehouse)?.name ?? ''}`
    : d.next_owner
      ? `Next owner ${nextOwners.data?.find((n) => n.id === d.next_owner)?.user.fullname ?? ''}`
      : (d.address ?? '');
  const plan = () =>
    planShipment.mutate(draft, {
      onSuccess: (shipment) => {
        toast.success(`Shipment ${shipment.display_id} planned`);
        setDraft(null);
        void navigate({ to: '/transportation-preview', search: { shipment: shipment.id } });
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} fz="lg">
          New shipment
        </Title>
        <FieldGrid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Fact label="Mode">{draft.mode}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Fact label="Vehicle">{draft.vehicle_number}</Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Fact label="Driver">{[draft.driver_name, draft.driver_contact].filter(Boolean).join(' · ') || '—'}</Fact>
          </Grid.Col>
          <Fact label="Destination">{destination}</Fact>
          <Fact label="Expected delivery">{draft.expected_delivery}</Fact>
        </FieldGrid>
        <Fact label="Goods">{draft.content_data.map((g) => g.id).join(', ')}</Fact>
        <Group justify="space-between">
          <ButtonLink variant="default" to="/packagelist">
            Back
          </ButtonLink>
          <Button onClick={plan} loading={planShipment.isPending} disabled={draft.content_data.length === 0}>
            Plan shipment
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
