import { Button, Card, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { Product } from '../api/product-queries';
import { useCatalogMutations } from '../api/use-catalog-mutations';
import { SectionHeading } from '../../../components/layout/section-heading';
import { FormFooter } from '../../../components/forms/form-footer';
import { missingFields, useFormFields } from '../../../lib/use-form-fields';
import { FieldGrid } from '../../../components/forms/field-grid';

/** Name, brand and SKU are the fields a product may change after it is registered. */
export function EditProductForm({ product }: { product: Product }) {
  const navigate = useNavigate();
  const save = useCatalogMutations().updateProduct;
  const { values, errors, set, check, requestFailed } = useFormFields({ name: product.name, brand: product.brand, sku: product.sku });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(missingFields(values, { name: 'Enter the product name', brand: 'Enter the brand', sku: 'Enter the SKU' }))) return;
    save.mutate(
      { id: product.id, fields: { name: values.name.trim(), brand: values.brand.trim(), sku: values.sku.trim() } },
      {
        onSuccess: async () => {
          toast.success('Product updated');
          await navigate({ to: '/product-details/$id', params: { id: product.id } });
        },
        onError: requestFailed,
      },
    );
  };

  return (
    <Card component="form" onSubmit={submit} noValidate maw={760}>
      <Stack gap="lg">
        <SectionHeading title="Product identity" size={20}>
          Changes show on every stock item of this product, including its public pages.
        </SectionHeading>
        <FieldGrid>
          <TextInput label="Product name" required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} maxLength={120} />
          <TextInput label="Brand" required value={values.brand} onChange={(e) => set('brand', e.currentTarget.value)} error={errors.brand} maxLength={120} />
          <TextInput label="SKU" required value={values.sku} onChange={(e) => set('sku', e.currentTarget.value)} error={errors.sku} maxLength={64} />
        </FieldGrid>
        <FormFooter submit="Save changes" pending={save.isPending}>
          <Button variant="default" onClick={() => navigate({ to: '/product-details/$id', params: { id: product.id } })}>
            Cancel
          </Button>
        </FormFooter>
      </Stack>
    </Card>
  );
}
