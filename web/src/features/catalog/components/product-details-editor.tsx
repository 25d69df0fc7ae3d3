import { ActionIcon, Button, Card, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import type { DetailEntry } from '../api/product-queries';
import { useCatalogMutations } from '../api/use-catalog-mutations';
import { checkRows, newRow, rowsFrom, type DetailRow } from '../model/detail-rows';
import { SectionHeading } from '../../../components/layout/section-heading';

const SUGGESTED = ['Material', 'Movement', 'Case size', 'Origin'];

/**
 * Free key–value details of a product. `add` merges the rows into what is stored (a key already there takes
 * the new value); `replace` saves the list as the whole set of details (rows removed here are removed).
 */
export function ProductDetailsEditor({
  productId,
  mode,
  initial,
  onSaved,
}: {
  productId: string;
  mode: 'add' | 'replace';
  initial?: DetailEntry[];
  onSaved?: (details: DetailEntry[]) => void;
}) {
  const save = useCatalogMutations().saveDetails;
  const [rows, setRows] = useState<DetailRow[]>(() => (mode === 'replace' && initial?.length ? rowsFrom(initial) : SUGGESTED.slice(0, 2).map((key) => newRow(key, ''))));
  const [errors, setErrors] = useState<Record<number, string>>({});

  const update = (uid: number, field: 'key' | 'value', value: string) => {
    setRows((current) => current.map((row) => (row.uid === uid ? { ...row, [field]: value } : row)));
    if (errors[uid]) setErrors(({ [uid]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { entries, errors: found } = checkRows(rows);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (mode === 'add' && entries.length === 0) {
      toast.error('Add at least one detail');
      return;
    }
    save.mutate(
      { productId, mode, entries },
      {
        onSuccess: (result) => {
          toast.success(mode === 'add' ? 'Details added' : 'Details updated');
          onSaved?.(result.detail);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Card component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <SectionHeading title={<>{mode === 'add' ? 'Add details' : 'Edit details'}</>}>
          {mode === 'add'
          ? 'Name each detail and give its value, e.g. Material → 18k gold. A name already stored takes the new value.'
          : 'This list replaces the stored details: remove a row to delete that detail.'}
        </SectionHeading>
        <Stack gap="sm" role="list" aria-label="Details">
          {rows.map((row, index) => (
            <Group key={row.uid} align="flex-start" gap="sm" wrap="nowrap" role="listitem">
              <TextInput
                label={`Detail ${index + 1} name`}
                placeholder="e.g. Material"
                value={row.key}
                onChange={(e) => update(row.uid, 'key', e.currentTarget.value)}
                error={errors[row.uid]}
                style={{ flex: 1 }}
                maxLength={100}
              />
              <TextInput
                label={`Detail ${index + 1} value`}
                placeholder="e.g. 18k gold"
                value={row.value}
                onChange={(e) => update(row.uid, 'value', e.currentTarget.value)}
                error={errors[row.uid] ? ' ' : undefined}
                style={{ flex: 1.4 }}
                maxLength={1000}
              />
              <Tooltip label="Remove this detail">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={42}
                  mt={26}
                  aria-label={`Remove detail ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((r) => r.uid !== row.uid))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              No details. {mode === 'replace' ? 'Saving now removes every stored detail.' : 'Add a row to begin.'}
            </Text>
          )}
        </Stack>
        <Group justify="space-between">
          <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => setRows((current) => [...current, newRow()])}>
            Add a row
          </Button>
          <Button type="submit" loading={save.isPending}>
            {mode === 'add' ? 'Save details' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
