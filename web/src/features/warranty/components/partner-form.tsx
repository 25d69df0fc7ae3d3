import { Card, Grid, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import type { NewPartner } from '../api/warranty-queries';
import { useWarrantyMutations } from '../api/use-warranty-mutations';
import { FormFooter } from '../../../components/forms/form-footer';
import { FieldGrid } from '../../../components/forms/field-grid';
import { useTextFields } from '../../../lib/use-text-fields';

const EMPTY: NewPartner = { name: '', email: '', phone: '', address: '', service_area: '', products: [] };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One partner by hand: its contact details, where it works and the products it services. */
export function PartnerForm({ products, initialProduct }: { products: { value: string; label: string }[]; initialProduct?: string }) {
  const { add } = useWarrantyMutations();
  const [values, setValues, set] = useTextFields<NewPartner>({ ...EMPTY, products: initialProduct ? [initialProduct] : [] });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const [key, label] of [
      ['name', 'name'],
      ['email', 'e-mail'],
      ['phone', 'phone'],
      ['address', 'address'],
      ['service_area', 'service area'],
    ] as const) {
      if (!values[key].trim()) found[key] = `Please enter the ${label}`;
    }
    if (!found.email && !EMAIL.test(values.email.trim())) found.email = 'Enter a valid email address';
    setErrors(found);
    if (Object.keys(found).length) return;
    add.mutate(values, {
      onSuccess: (partner) => {
        toast.success(`${partner.name} can now service ${partner.products.length === 1 ? 'this product' : `${partner.products.length} products`}`);
        setValues({ ...EMPTY, products: values.products });
      },
      onError: (error) => error instanceof ApiError && setErrors(error.fieldErrors),
    });
  };

  return (
    <Card component="form" onSubmit={submit} noValidate aria-label="Add a warranty partner">
      <Stack gap="md">
        <Title order={2} fz={20}>
          Add a partner
        </Title>
        <FieldGrid>
          <TextInput label="Name" required value={values.name} onChange={set('name')} error={errors.name} maxLength={200} autoComplete="organization" />
          <TextInput label="E-mail" required type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="email" />
          <TextInput label="Phone" required type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" />
          <TextInput label="Service area" required value={values.service_area} onChange={set('service_area')} error={errors.service_area} placeholder="Delhi NCR" />
          <Grid.Col span={12}>
            <TextInput label="Address" required value={values.address} onChange={set('address')} error={errors.address} autoComplete="street-address" />
          </Grid.Col>
          <Grid.Col span={12}>
            <MultiSelect
              label="Products it services"
              placeholder={values.products.length ? undefined : 'Choose products'}
              data={products}
              value={values.products}
              onChange={(products) => setValues((current) => ({ ...current, products }))}
              error={errors.products}
              searchable
              clearable
              nothingFoundMessage="No such product"
            />
          </Grid.Col>
        </FieldGrid>
        <Text size="xs" c="dimmed">
          A partner whose e-mail you already added is updated, and keeps the products it had.
        </Text>
        <FormFooter submit="Add partner" pending={add.isPending} error={add.isError && !Object.keys(errors).length && errorMessage(add.error)} />
      </Stack>
    </Card>
  );
}
