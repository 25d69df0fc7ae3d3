import { Alert, Badge, Button, Card, Code, Grid, Group, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAntenna, IconKey } from '@tabler/icons-react';
import { CopyableCode } from '../../../components/actions/copyable-code';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { DateText } from '../../../components/data/date-text';
import { type Column } from '../../../components/data/responsive-table';
import { EmptyState } from '../../../components/feedback/empty-state';
import { QueryError } from '../../../components/feedback/query-error';
import { LocationText } from '../../../components/location/location-text';
import { isApiError, errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { trackingQueries } from '../../tracking/api/tracking-queries';
import { useTrackLive } from '../../tracking/api/use-track-live';
import { IOT_TAG_KINDS, iotTagKeys, iotTagQueries, tagPositionsUrl, type IotTag, type IotTagKind, type RegisteredIotTag } from '../api/iot-tag-queries';
import type { Package } from '../api/package-queries';
import { usePackagingMutations } from '../api/use-packaging-mutations';
import { QueryTable } from '../../../components/data/query-table';
import { NameCell } from '../../../components/data/table-cells';

// Leaflet loads with the map, after the rest of the screen.
const RouteMap = lazy(() => import('../../../components/location/route-map').then((module) => ({ default: module.RouteMap })));

const kindLabel = (kind: string) => IOT_TAG_KINDS.find((k) => k.value === kind)?.label ?? kind;

const columns: Column<IotTag>[] = [
  {
    key: 'device',
    label: 'Device',
    primary: true,
    cell: (tag) => <NameCell name={tag.device_id} detail={`secret ${tag.secret_prefix}…`} mono />,
  },
  { key: 'kind', label: 'Kind', cell: (tag) => <Badge variant="light">{kindLabel(tag.kind)}</Badge> },
  { key: 'registered', label: 'Registered', nowrap: true, cell: (tag) => <DateText value={tag.registered_at} size="sm" /> },
  {
    key: 'position',
    label: 'Last position',
    cell: (tag) => (tag.last_location ? <LocationText location={tag.last_location} size="sm" /> : <Text size="sm" c="dimmed">No report yet</Text>),
  },
  {
    key: 'reported',
    label: 'Last report',
    nowrap: true,
    cell: (tag) => (tag.last_recorded_at ? <DateText value={tag.last_recorded_at} size="sm" /> : '—'),
  },
];

/** The registration form; the answer (with the device secret) is shown by the caller, once. */
function RegisterTagForm({ packageId, onRegistered }: { packageId: string; onRegistered: (tag: RegisteredIotTag) => void }) {
  const { registerTag } = usePackagingMutations();
  const [deviceId, setDeviceId] = useState('');
  const [kind, setKind] = useState<IotTagKind>('gps');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!deviceId.trim()) return setErrors({ device_id: 'Enter the device id printed on the tag.' });
    setErrors({});
    registerTag.mutate(
      { package: packageId, device_id: deviceId.trim(), kind },
      {
        onSuccess: (tag) => {
          setDeviceId('');
          onRegistered(tag);
          void toast.success(`Tag ${tag.device_id} registered on ${tag.package}`);
        },
        onError: (error) => {
          if (isApiError(error, 400)) setErrors(error.fieldErrors);
          void toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Register an IoT tag">
      <Grid gutter="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label="Device id"
            description="Serial, IMEI or DevEUI of the tag"
            required
            maxLength={64}
            value={deviceId}
            onChange={(e) => setDeviceId(e.currentTarget.value)}
            error={errors.device_id}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select label="Kind" data={[...IOT_TAG_KINDS]} value={kind} onChange={(v) => v && setKind(v as IotTagKind)} allowDeselect={false} error={errors.kind} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Button type="submit" fullWidth leftSection={<IconAntenna size={16} />} loading={registerTag.isPending}>
            Register tag
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** The secret of a tag just registered: shown this once, with how the device sends positions. */
function TagSecret({ tag }: { tag: RegisteredIotTag }) {
  const example = `curl -X POST ${tagPositionsUrl(tag.id)} \\\n  -H 'Authorization: Tag ${tag.secret}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"location": "46.2044&6.1432"}'`;
  return (
    <Alert color="brass" variant="light" icon={<IconKey size={18} />} title={`Secret of ${tag.device_id}: copy it now, it is shown only once`}>
      <Stack gap="xs">
        <CopyableCode value={tag.secret} button="Copy secret" testId="iot-tag-secret" />
        <Text size="sm">Configure the device to send each position to its endpoint with this secret:</Text>
        <Code block data-testid="iot-tag-endpoint" data-tag-id={tag.id} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {example}
        </Code>
      </Stack>
    </Alert>
  );
}

/** Where the package is now, as its public page shows it, moving live as its tags (or its shipment) report. */
function PackagePositionMap({ packageId, onMoved }: { packageId: string; onMoved: () => void }) {
  const tracking = useQuery(trackingQueries.detail(packageId));
  useTrackLive(packageId);
  const updatedAt = tracking.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt) onMoved();
  }, [updatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  if (tracking.isPending) return <Skeleton h={280} radius="lg" role="status" aria-label="Loading the map" />;
  if (tracking.isError) return <QueryError error={tracking.error} onRetry={() => void tracking.refetch()} title="Could not load the package’s position" />;
  const { status, route, location } = tracking.data;
  const points = status === 'in_transit' && route?.length ? route.map((p) => ({ location: p.location })) : location ? [{ location }] : [];
  return (
    <Stack gap="xs">
      <Suspense fallback={<Skeleton h={280} radius="lg" role="status" aria-label="Loading the map" />}>
        <RouteMap points={points} height={280} label={`Map of where ${packageId} is`} currentLabel={packageId} />
      </Suspense>
      <Group gap={6} wrap="nowrap" data-testid="package-position" data-location={location ?? ''}>
        <Text size="sm" c="dimmed">
          Now:
        </Text>
        <LocationText location={location} address={tracking.data.address_location} />
      </Group>
    </Stack>
  );
}

/** The IoT tags of a package: register a device, its secret once, the tags with their last report, and the live map. */
export function PackageIotTags({ pkg }: { pkg: Package }) {
  const queryClient = useQueryClient();
  const tags = useQuery(iotTagQueries.ofPackage(pkg.display_id));
  const [registered, setRegistered] = useState<RegisteredIotTag>();
  const refreshTags = () => void queryClient.invalidateQueries({ queryKey: iotTagKeys.ofPackage(pkg.display_id) });

  return (
    <Card maw={960} mx="auto" w="100%" className="no-print">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz={20}>
            Tracking devices
          </Title>
          <Text size="sm" c="dimmed">
            Register the GPS or IoT tag fixed to {pkg.display_id}. Each position it reports moves the package on its public map, live.
          </Text>
        </Stack>
        <RegisterTagForm packageId={pkg.display_id} onRegistered={setRegistered} />
        {registered && <TagSecret tag={registered} />}
        <QueryTable
          label={`IoT tags of ${pkg.display_id}`}
          errorTitle="Could not load the tags"
          query={tags}
          columns={columns}
          rowProps={() => ({ 'data-testid': 'iot-tag' })}
          empty={<EmptyState compact icon={<IconAntenna size={22} stroke={1.5} />} title="No tag registered yet" description="Register the tag’s device id above to receive its positions." />}
        />
        <PackagePositionMap packageId={pkg.display_id} onMoved={refreshTags} />
      </Stack>
    </Card>
  );
}
