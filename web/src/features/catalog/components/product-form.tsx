// Date picker styles load with the screens that use one, keeping them out of the entry chunk.
import '@mantine/dates/styles.css';

import { Button, Card, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { toIsoDay } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { productQueries } from '../api/product-queries';
import { useCatalogMutations } from '../api/use-catalog-mutations';
import { SectionHeading } from '../../../components/layout/section-heading';
import { FormFooter } from '../../../components/forms/form-footer';
import { missingFields, useFormFields } from '../../../lib/use-form-fields';
import { FieldGrid } from '../../../components/forms/field-grid';

type FormValues = {
  name: string;
  brand: string;
  sku: string;
  warranty: string | null;
  expire: string | null;
  location: string;
  category: string | null;
  color: string | null;
  gtin: string;
};

const EMPTY: FormValues = { name: '', brand: '', sku: '', warranty: null, expire: null, location: '', category: null, color: null, gtin: '' };

/** Client-side checks mirror the server's, so most mistakes are caught before a round trip. */
function validate(values: FormValues): Record<string, string> {
  const errors = missingFields(values, {
    name: 'Enter the product name',
    brand: 'Enter the brand',
    sku: 'Enter the SKU',
    warranty: 'Choose the warranty end date',
    expire: 'Choose the expiry date',
    location: 'Enter where the product is made or stored',
    category: 'Choose a category',
    color: 'Choose a colour',
  });
  if (values.gtin.trim() && !/^(\d{8}|\d{12,14})$/.test(values.gtin.trim())) errors.gtin = 'A GTIN has 8, 12, 13 or 14 digits';
  return errors;
}

export function ProductForm() {
  const navigate = useNavigate();
  const create = useCatalogMutations().addProduct;
  const categories = useQuery(productQueries.categories());
  const colors = useQuery(productQueries.colors());
  const { values, errors, setErrors, set, check } = useFormFields<FormValues>(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    if (!check(found)) return;
    create.mutate({
      name: values.name.trim(),
      brand: values.brand.trim(),
      sku: values.sku.trim(),
      warranty: toIsoDay(values.warranty),
      expire: toIsoDay(values.expire),
      location: values.location.trim(),
      category: Number(values.category),
      color: Number(values.color),
      ...(values.gtin.trim() ? { gtin: values.gtin.trim() } : {}),
    }, {
      onSuccess: async (product) => {
        toast.success('Product added');
        await navigate({ to: '/product-preview', search: { id: product.id } });
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
      },
    });
  };

  const nonFieldError = create.error instanceof ApiError && !Object.keys(create.error.fieldErrors).length ? errorMessage(create.error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Card>
        <Stack gap="lg">
          <SectionHeading title="Product details" size={20}>
            These details appear on every stock item and on the public authenticity page.
          </SectionHeading>
          <FieldGrid>
            <TextInput label="Product name" required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} />
            <TextInput label="Brand" required value={values.brand} onChange={(e) => set('brand', e.currentTarget.value)} error={errors.brand} />
            <TextInput label="SKU" required value={values.sku} onChange={(e) => set('sku', e.currentTarget.value)} error={errors.sku} />
            <TextInput
              label="GTIN (optional)"
              description="GS1 barcode number: items then get GS1 Digital Link QR codes"
              inputMode="numeric"
              maxLength={14}
              value={values.gtin}
              onChange={(e) => set('gtin', e.currentTarget.value)}
              error={errors.gtin}
            />
            <TextInput label="Location" required placeholder="e.g. Florence atelier" value={values.location} onChange={(e) => set('location', e.currentTarget.value)} error={errors.location} />
            <OptionSelect label="Category" one="category" many="categories" options={categories} value={values.category} onChange={(value) => set('category', value)} error={errors.category} />
            <OptionSelect label="Colour" one="colour" many="colours" options={colors} value={values.color} onChange={(value) => set('color', value)} error={errors.color} />
            <DateInput label="Warranty until" required placeholder="Pick a date" value={values.warranty} onChange={(value) => set('warranty', value)} error={errors.warranty} valueFormat="D MMM YYYY" clearable size="md" />
            <DateInput label="Expires on" required placeholder="Pick a date" value={values.expire} onChange={(value) => set('expire', value)} error={errors.expire} valueFormat="D MMM YYYY" clearable size="md" />
          </FieldGrid>
          <FormFooter submit="Save and preview" pending={create.isPending} error={nonFieldError}>
            <Button variant="default" onClick={() => navigate({ to: '/inventoryView' })}>
              Cancel
            </Button>
          </FormFooter>
        </Stack>
      </Card>
    </form>
  );
}

/** A required choice among the options the server lists (categories, colours), with their loading and error states. */
function OptionSelect({
  label,
  one,
  many,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  one: string;
  many: string;
  options: { isLoading: boolean; isError: boolean; data?: { id: number; name: string }[] };
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  return (
    <Select
      label={label}
      required
      placeholder={options.isLoading ? `Loading ${many}…` : `Choose a ${one}`}
      data={(options.data ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
      value={value}
      onChange={onChange}
      error={error ?? (options.isError ? `${many.charAt(0).toUpperCase()}${many.slice(1)} could not be loaded` : undefined)}
      searchable
      nothingFoundMessage={`No ${one} found`}
    />
  );
}
