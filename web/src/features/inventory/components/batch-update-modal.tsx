import '@mantine/dates/styles.css';

import { Button, Grid, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { FormEvent } from 'react';
import { toIsoDay } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useInventoryMutations } from '../api/use-inventory-mutations';
import { FormFooter } from '../../../components/forms/form-footer';
import { missingFields, useFormFields } from '../../../lib/use-form-fields';
import { FieldGrid } from '../../../components/forms/field-grid';

type Values = { batch: string; status: string; manufecture_date: string | null; expire_date: string | null; warranty: string | null };

/** Sets batch, status and dates of the selected items in one call. */
export function BatchUpdateModal({ itemIds, opened, onClose, onDone }: { itemIds: string[]; opened: boolean; onClose: () => void; onDone: () => void }) {
  const save = useInventoryMutations().updateBatch;
  const { values, errors, set, check, requestFailed } = useFormFields<Values>({ batch: '', status: 'active', manufecture_date: null, expire_date: null, warranty: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = missingFields(values, {
      batch: 'Enter the batch',
      status: 'Enter the status',
      manufecture_date: 'Choose the manufacture date',
      expire_date: 'Choose the expiry date',
      warranty: 'Choose the warranty end date',
    });
    if (!check(found)) return;
    save.mutate(
      {
        items: itemIds,
        batch: values.batch.trim(),
        status: values.status.trim(),
        manufecture_date: toIsoDay(values.manufecture_date),
        expire_date: toIsoDay(values.expire_date),
        warranty: toIsoDay(values.warranty),
      },
      {
        onSuccess: () => {
          toast.success(`Batch updated for ${itemIds.length} item${itemIds.length === 1 ? '' : 's'}`);
          onDone();
        },
        onError: requestFailed,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Update batch" size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {itemIds.length} selected item{itemIds.length === 1 ? '' : 's'} take these values.
          </Text>
          <FieldGrid>
            <TextInput label="Batch" required value={values.batch} onChange={(e) => set('batch', e.currentTarget.value)} error={errors.batch} maxLength={64} data-autofocus />
            <TextInput label="Status" required value={values.status} onChange={(e) => set('status', e.currentTarget.value)} error={errors.status} maxLength={30} />
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateInput label="Manufactured on" required value={values.manufecture_date} onChange={(v) => set('manufecture_date', v)} error={errors.manufecture_date} valueFormat="D MMM YYYY" size="md" popoverProps={{ withinPortal: true }} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateInput label="Batch expires on" required value={values.expire_date} onChange={(v) => set('expire_date', v)} error={errors.expire_date} valueFormat="D MMM YYYY" size="md" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DateInput label="Batch warranty until" required value={values.warranty} onChange={(v) => set('warranty', v)} error={errors.warranty} valueFormat="D MMM YYYY" size="md" />
            </Grid.Col>
          </FieldGrid>
          <FormFooter submit={<>Update {itemIds.length} item{itemIds.length === 1 ? '' : 's'}</>} pending={save.isPending}>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          </FormFooter>
        </Stack>
      </form>
    </Modal>
  );
}
