import { ActionIcon, Button, Card, Grid, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent } from 'react';
import { logisticsQueries, type Detail, type Warehouse, type WarehouseFields } from '../api/logistics-queries';
import { parseLatLng } from '../model/lat-lng';
import { PositionPicker } from './position-picker';
import { useDraft } from '../model/draft-store';
import { FormFooter } from '../../../components/forms/form-footer';
import { useFormFields } from '../../../lib/use-form-fields';
import { FieldGrid } from '../../../components/forms/field-grid';

export type WarehouseDraft = { id?: string; fields: WarehouseFields };
export const WAREHOUSE_DRAFT = 'warehouse';

function blank(type: string): WarehouseFields {
  return { name: '', capacity: 100, contact: '', verification: 'no', address: '', address_location: '', details: [], type };
}

function validate(f: WarehouseFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!f.name.trim()) errors.name = 'Give the warehouse a name.';
  if (!Number.isInteger(f.capacity) || f.capacity < 1) errors.capacity = 'Capacity is a whole number of stock items, at least 1.';
  if (!f.contact.trim()) errors.contact = 'Give a contact (phone or e-mail).';
  if (!f.address.trim()) errors.address = 'Give the address.';
  if (!parseLatLng(f.address_location)) errors.address_location = 'Give the position as latitude&longitude, or click the map.';
  if (!f.type) errors.type = 'Choose a type.';
  if (f.details.some((d) => !d.key.trim())) errors.details = 'Every detail needs a name.';
  return errors;
}

/** Step 2: the warehouse's details (new, or an existing one to edit); saved only after the preview. */
export function WarehouseForm({ warehouse, type }: { warehouse?: Warehouse; type?: string }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft<WarehouseDraft>(WAREHOUSE_DRAFT);
  const types = useQuery(logisticsQueries.warehouseTypes());
  const { values: fields, errors, set, check } = useFormFields<WarehouseFields>(() => {
    if (draft && draft.id === warehouse?.id) return { ...draft.fields, type: type ?? draft.fields.type };
    if (warehouse) {
      const { name, capacity, contact, verification, address, address_location, details, type: t } = warehouse;
      return { name, capacity, contact, verification: verification === 'no' ? 'no' : 'yes', address, address_location, details, type: type ?? t };
    }
    return blank(type ?? 'distribution_centre');
  });
  const setDetail = (index: number, patch: Partial<Detail>) => set('details', fields.details.map((d, i) => (i === index ? { ...d, ...patch } : d)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    if (!check(found)) return;
    setDraft({ id: warehouse?.id, fields: { ...fields, details: fields.details.filter((d) => d.key.trim()) } });
    void navigate({ to: '/warehouse-preview' });
  };

  return (
    <Card component="form" onSubmit={submit} noValidate aria-label="Warehouse details">
      <Stack gap="md">
        <FieldGrid>
          <TextInput label="Name" required value={fields.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} maxLength={120} />
          <Select
            label="Type"
            required
            data={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={fields.type}
            onChange={(v) => v && set('type', v)}
            error={errors.type}
            allowDeselect={false}
          />
          <NumberInput
            label="Capacity (stock items)"
            required
            min={1}
            allowDecimal={false}
            value={fields.capacity}
            onChange={(v) => set('capacity', typeof v === 'number' ? v : Number(v) || 0)}
            error={errors.capacity}
            description={warehouse ? `${warehouse.stock_count} stored now: the capacity cannot go below that.` : 'A package counts every item it holds.'}
          />
          <TextInput label="Contact" required value={fields.contact} onChange={(e) => set('contact', e.currentTarget.value)} error={errors.contact} maxLength={120} />
          <Grid.Col span={12}>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="verification-label">
                Verified site
              </Text>
              <SegmentedControl
                aria-labelledby="verification-label"
                data={[
                  { value: 'yes', label: 'Yes' },
                  { value: 'no', label: 'No' },
                ]}
                value={fields.verification}
                onChange={(v) => set('verification', v as 'yes' | 'no')}
                w={200}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea label="Address" required autosize minRows={2} value={fields.address} onChange={(e) => set('address', e.currentTarget.value)} error={errors.address} maxLength={500} />
          </Grid.Col>
          <Grid.Col span={12}>
            <PositionPicker value={fields.address_location} onChange={(v) => set('address_location', v)} error={errors.address_location} />
          </Grid.Col>
        </FieldGrid>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} fz="md">
              Further details
            </Title>
            <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={() => set('details', [...fields.details, { key: '', value: '' }])} disabled={fields.details.length >= 50}>
              Add detail
            </Button>
          </Group>
          {fields.details.length === 0 && (
            <Text size="sm" c="dimmed">
              Free details such as dock, opening hours or temperature range.
            </Text>
          )}
          {fields.details.map((d, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label={`Detail ${index + 1} name`} value={d.key} onChange={(e) => setDetail(index, { key: e.currentTarget.value })} style={{ flex: 1 }} maxLength={100} />
              <TextInput label={`Detail ${index + 1} value`} value={d.value} onChange={(e) => setDetail(index, { value: e.currentTarget.value })} style={{ flex: 2 }} maxLength={1000} />
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove detail ${index + 1}`} onClick={() => set('details', fields.details.filter((_, i) => i !== index))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          {errors.details && (
            <Text size="sm" c="red" role="alert">
              {errors.details}
            </Text>
          )}
        </Stack>
        <FormFooter submit="Review" />
      </Stack>
    </Card>
  );
}
