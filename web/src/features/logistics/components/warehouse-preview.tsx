import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { Fact } from '../../../components/layout/fact';
import { ButtonLink } from '../../../components/links/router-links';
import { LocationText } from '../../../components/location/location-text';
import { RouteMap } from '../../../components/location/route-map';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { logisticsQueries } from '../api/logistics-queries';
import { useLogisticsMutations } from '../api/use-logistics-mutations';
import { useDraft } from '../model/draft-store';
import { WAREHOUSE_DRAFT, type WarehouseDraft } from './warehouse-form';

/** Step 3: review the warehouse, then save it. */
export function WarehousePreview() {
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft<WarehouseDraft>(WAREHOUSE_DRAFT);
  const types = useQuery(logisticsQueries.warehouseTypes());
  const { saveWarehouse } = useLogisticsMutations();
  if (!draft) {
    return (
      <EmptyState
        title="Nothing to review"
        description="Start with the warehouse's type and details."
        action={<ButtonLink to="/warehouse-types">Add a warehouse</ButtonLink>}
      />
    );
  }
  const f = draft.fields;
  const save = () =>
    saveWarehouse.mutate(draft, {
      onSuccess: (saved) => {
        toast.success(draft.id ? 'Warehouse updated' : `Warehouse ${saved.name} saved`);
        setDraft(null);
        void navigate({ to: '/warehouse-list' });
      },
      onError: (error) => toast.error(error instanceof ApiError ? `${Object.values(error.fieldErrors)[0] ?? error.message}` : errorMessage(error)),
    });
  return (
    <Card>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} fz="xl">
            {f.name}
          </Text>
          <Badge variant="light" color="brass" size="lg">
            {types.data?.find((t) => t.id === f.type)?.name ?? f.type}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label="Capacity">{`${f.capacity} stock items`}</Fact>
          <Fact label="Contact">{f.contact}</Fact>
          <Fact label="Verified site">{f.verification === 'yes' ? 'Yes' : 'No'}</Fact>
        </SimpleGrid>
        <Fact label="Address">{f.address}</Fact>
        <LocationText location={f.address_location} c="dimmed" />
        <RouteMap points={[{ location: f.address_location, label: f.name }]} height={220} currentLabel={f.name} label="Map of the warehouse" />
        {f.details.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {f.details.map((d) => (
              <Fact key={d.key} label={d.key}>
                {d.value || '—'}
              </Fact>
            ))}
          </SimpleGrid>
        )}
        <Group justify="space-between">
          <ButtonLink variant="default" to="/warehouse-basic-details/{-$id}" params={{ id: draft.id }} search={{ type: f.type }}>
            Edit
          </ButtonLink>
          <Button onClick={save} loading={saveWarehouse.isPending}>
            Save warehouse
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
