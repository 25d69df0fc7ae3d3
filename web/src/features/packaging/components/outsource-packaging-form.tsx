import { Alert, Card, Code, Grid, NumberInput, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DateText } from '../../../components/data/date-text';
import { ResponsiveTable } from '../../../components/data/responsive-table';
import { QueryError } from '../../../components/feedback/query-error';
import { toast } from '../../../lib/toast';
import { packageQueries } from '../api/package-queries';
import { usePackagingMutations } from '../api/use-packaging-mutations';
import { SectionHeading } from '../../../components/layout/section-heading';
import { FormFooter } from '../../../components/forms/form-footer';
import { missingFields, useFormFields } from '../../../lib/use-form-fields';
import { FieldGrid } from '../../../components/forms/field-grid';

const EMPTY = { vendor_name: '', vendor_contact: '', quantity: 1 as number | string, packaging_type: '', address: '', notes: '' };

/** An order for packaging done by a partner; the server answers with the order id. */
export function OutsourcePackagingForm() {
  const order = usePackagingMutations().orderPackaging;
  const { values, setValues, errors, set, check, requestFailed } = useFormFields(EMPTY);
  const [orderId, setOrderId] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = missingFields(values, { vendor_name: 'Enter the vendor’s name', vendor_contact: 'Enter a phone number or e-mail of the vendor' });
    const quantity = Number(values.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) found.quantity = 'Enter how many packages to make';
    if (!check(found)) return;
    order.mutate(
      {
        vendor_name: values.vendor_name.trim(),
        vendor_contact: values.vendor_contact.trim(),
        quantity: Number(values.quantity),
        ...(values.packaging_type.trim() ? { packaging_type: values.packaging_type.trim() } : {}),
        ...(values.address.trim() ? { address: values.address.trim() } : {}),
        ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
      },
      {
        onSuccess: ({ id }) => {
          setOrderId(id);
          setValues(EMPTY);
          toast.success('Packaging order sent');
        },
        onError: requestFailed,
      },
    );
  };

  return (
    <Stack gap="lg">
      {orderId && (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title="Order placed" withCloseButton onClose={() => setOrderId(null)} data-testid="outsource-result">
          Your order id is <Code>{orderId}</Code>. Quote it when you talk to the vendor.
        </Alert>
      )}
      <Card component="form" onSubmit={submit} noValidate maw={880}>
        <Stack gap="lg">
          <SectionHeading title="Packaging partner" size={20}>
            Who packs for you, and how much.
          </SectionHeading>
          <FieldGrid>
            <TextInput label="Vendor name" required value={values.vendor_name} onChange={(e) => set('vendor_name', e.currentTarget.value)} error={errors.vendor_name} maxLength={120} />
            <TextInput label="Vendor contact" required value={values.vendor_contact} onChange={(e) => set('vendor_contact', e.currentTarget.value)} error={errors.vendor_contact} maxLength={120} />
            <NumberInput label="Quantity" required min={1} allowDecimal={false} value={values.quantity} onChange={(v) => set('quantity', v)} error={errors.quantity} />
            <TextInput label="Packaging type" placeholder="e.g. Gift box, crate" value={values.packaging_type} onChange={(e) => set('packaging_type', e.currentTarget.value)} maxLength={120} />
            <Grid.Col span={12}>
              <TextInput label="Pick-up address" value={values.address} onChange={(e) => set('address', e.currentTarget.value)} maxLength={500} />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea label="Notes" autosize minRows={2} maxRows={6} value={values.notes} onChange={(e) => set('notes', e.currentTarget.value)} maxLength={2000} />
            </Grid.Col>
          </FieldGrid>
          <FormFooter submit="Place order" pending={order.isPending} />
        </Stack>
      </Card>
      <OutsourceOrders />
    </Stack>
  );
}

function OutsourceOrders() {
  const orders = useQuery(packageQueries.orders());
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => orders.refetch()} />;
  if (!orders.data?.length) return null;
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Your orders
        </Title>
        <ResponsiveTable
          label="Packaging orders"
          rows={orders.data}
          columns={[
            { key: 'id', label: 'Order id', primary: true, cell: (entry) => <Text ff="monospace" size="sm">{entry.id}</Text> },
            {
              key: 'vendor',
              label: 'Vendor',
              cell: (entry) => (
                <div>
                  {entry.vendor_name}
                  <Text size="xs" c="dimmed">
                    {entry.vendor_contact}
                  </Text>
                </div>
              ),
            },
            { key: 'quantity', label: 'Quantity', cell: (entry) => entry.quantity },
            { key: 'type', label: 'Type', cell: (entry) => entry.packaging_type || '—' },
            { key: 'placed', label: 'Placed', nowrap: true, cell: (entry) => <DateText value={entry.created_at} /> },
          ]}
        />
      </Stack>
    </Card>
  );
}
