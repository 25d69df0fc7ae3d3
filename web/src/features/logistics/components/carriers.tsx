import { Card, Checkbox, Grid, Group, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ButtonLink } from '../../../components/links/router-links';
import { toast } from '../../../lib/toast';
import { logisticsQueries, type CarrierFields } from '../api/logistics-queries';
import { useLogisticsMutations } from '../api/use-logistics-mutations';
import { FormFooter } from '../../../components/forms/form-footer';
import { QueryTable } from '../../../components/data/query-table';
import { BadgeGroup, NameCell } from '../../../components/data/table-cells';
import { useFormFields } from '../../../lib/use-form-fields';
import { FieldGrid } from '../../../components/forms/field-grid';

const EMPTY: CarrierFields = { company_name: '', contact_person: '', email: '', phone: '', address: '', modes: [] };

/** Registers an outsourced carrier with the transport modes it offers. */
export function CarrierForm() {
  const modes = useQuery(logisticsQueries.transportModes());
  const { addCarrier } = useLogisticsMutations();
  const { values: fields, setValues: setFields, errors, set, check, requestFailed } = useFormFields<CarrierFields>(EMPTY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const key of ['company_name', 'contact_person', 'email', 'phone', 'address'] as const) if (!fields[key].trim()) found[key] = 'This field is required.';
    if (fields.modes.length === 0) found.modes = 'Choose at least one transport mode.';
    if (!check(found)) return;
    addCarrier.mutate(fields, {
      onSuccess: () => {
        toast.success(`${fields.company_name} added`);
        setFields(EMPTY);
      },
      onError: requestFailed,
    });
  };
  return (
    <Card component="form" onSubmit={submit} noValidate aria-label="Add a carrier">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Add a carrier
        </Title>
        <FieldGrid>
          <TextInput label="Company name" required value={fields.company_name} onChange={(e) => set('company_name', e.currentTarget.value)} error={errors.company_name} />
          <TextInput label="Contact person" required value={fields.contact_person} onChange={(e) => set('contact_person', e.currentTarget.value)} error={errors.contact_person} />
          <TextInput label="E-mail" type="email" required value={fields.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} />
          <TextInput label="Phone" required value={fields.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={errors.phone} />
          <Grid.Col span={12}>
            <Textarea label="Address" required autosize minRows={2} value={fields.address} onChange={(e) => set('address', e.currentTarget.value)} error={errors.address} />
          </Grid.Col>
        </FieldGrid>
        <Checkbox.Group label="Transport modes" withAsterisk value={fields.modes} onChange={(v) => set('modes', v)} error={errors.modes}>
          <Group mt="xs">
            {(modes.data ?? []).map((m) => (
              <Checkbox key={m.id} value={m.id} label={m.name} />
            ))}
          </Group>
        </Checkbox.Group>
        <FormFooter submit="Add carrier" pending={addCarrier.isPending} />
      </Stack>
    </Card>
  );
}

export function CarrierList() {
  const carriers = useQuery(logisticsQueries.carriers());
  return (
    <QueryTable
      label="Carriers"
      query={carriers}
      errorTitle="Carriers could not be loaded"
      empty={<EmptyState compact icon={<IconTruck size={22} stroke={1.5} />} title="No carriers yet" description="Add the transport companies you outsource to." />}
      columns={[
        { key: 'name', label: 'Carrier', primary: true, cell: (c) => <NameCell name={c.company_name} detail={`${c.contact_person} · ${c.phone}`} /> },
        { key: 'modes', label: 'Modes', cell: (c) => <BadgeGroup values={c.modes} /> },
      ]}
      actions={(c) => (
        <ButtonLink size="xs" to="/transportation-mode/{-$id}" params={{ id: c.id }} aria-label={`Ship with ${c.company_name}`}>
          Ship with
        </ButtonLink>
      )}
    />
  );
}
