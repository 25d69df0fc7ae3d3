import { Button, Card, Grid, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { devicePosition } from '../../../lib/place-lookup';
import { toast } from '../../../lib/toast';
import { useInventoryMutations } from '../api/use-inventory-mutations';
import { SectionHeading } from '../../../components/layout/section-heading';

const MAX_ITEMS = 1000;

export function AddStockItemsForm({ productId }: { productId: string }) {
  const add = useInventoryMutations().addItems;
  const [count, setCount] = useState<number | string>(1);
  const [lat, setLat] = useState<number | string>('');
  const [lng, setLng] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [locating, setLocating] = useState(false);

  const useMyLocation = () => {
    setLocating(true);
    // Location permission failures are only logged (specification, section 8).
    void devicePosition().then((position) => {
      if (position) {
        setLat(Number(position.lat.toFixed(6)));
        setLng(Number(position.lng.toFixed(6)));
      }
      setLocating(false);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const items = Number(count);
    if (!Number.isInteger(items) || items < 1 || items > MAX_ITEMS) found.count = `Enter a whole number from 1 to ${MAX_ITEMS}`;
    if (lat === '' || lng === '' || Math.abs(Number(lat)) > 90 || Math.abs(Number(lng)) > 180) {
      found.location = 'Enter a latitude (−90 to 90) and a longitude (−180 to 180)';
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    add.mutate(
      { product_id: productId, no_of_item: items, location: `${lat}&${lng}` },
      {
        onSuccess: (result) => {
          toast.success(`${result.items.length} stock item${result.items.length === 1 ? '' : 's'} added`);
          setCount(1);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            const fields = error.fieldErrors;
            setErrors({ count: fields.no_of_item ?? '', location: fields.location ?? '' });
          }
        },
      },
    );
  };

  const otherError = add.isError && !errors.count && !errors.location ? errorMessage(add.error) : null;

  return (
    <Card component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <SectionHeading title="Add stock items">
          Each item receives its own INVE id and begins its ownership history with you.
        </SectionHeading>
        <Grid gutter="md" align="flex-end">
          <Grid.Col span={12}>
            <NumberInput label="Number of items" min={1} max={MAX_ITEMS} clampBehavior="strict" allowDecimal={false} value={count} onChange={setCount} error={errors.count || undefined} required />
          </Grid.Col>
          <Grid.Col span={6}>
            <NumberInput label="Latitude" min={-90} max={90} decimalScale={6} value={lat} onChange={setLat} error={errors.location ? ' ' : undefined} required hideControls />
          </Grid.Col>
          <Grid.Col span={6}>
            <NumberInput label="Longitude" min={-180} max={180} decimalScale={6} value={lng} onChange={setLng} error={errors.location ? ' ' : undefined} required hideControls />
          </Grid.Col>
        </Grid>
        {errors.location && (
          <Text c="red" size="sm" role="alert">
            {errors.location}
          </Text>
        )}
        {otherError && (
          <Text c="red" size="sm" role="alert">
            {otherError}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" leftSection={<IconCurrentLocation size={16} />} onClick={useMyLocation} loading={locating}>
            Use my location
          </Button>
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
            Add items
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
