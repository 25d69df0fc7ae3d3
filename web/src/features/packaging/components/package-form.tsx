import '@mantine/dates/styles.css';

import { Button, Card, Grid, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { toIsoDay } from '../../../lib/dates';
import { devicePosition } from '../../../lib/place-lookup';
import { toast } from '../../../lib/toast';
import type { Package } from '../api/package-queries';
import { usePackagingMutations } from '../api/use-packaging-mutations';
import { SectionHeading } from '../../../components/layout/section-heading';
import { FormFooter } from '../../../components/forms/form-footer';
import { useFormFields } from '../../../lib/use-form-fields';
import { FieldGrid } from '../../../components/forms/field-grid';

type Values = {
  brand_name: string;
  total_product: number | string;
  manufecture_date: string | null;
  expire_date: string | null;
  details: string;
  address_location: string;
  location: string;
};

function initialValues(pkg?: Package): Values {
  return {
    brand_name: pkg?.brand_name ?? '',
    total_product: pkg?.total_product ?? 1,
    manufecture_date: pkg?.manufecture_date || null,
    expire_date: pkg?.expire_date || null,
    details: pkg?.details ?? '',
    address_location: pkg?.address_location ?? '',
    location: pkg?.location ?? '',
  };
}

/** Basic details of a package: creates one, or edits an existing one (`pkg`). */
export function PackageForm({ pkg, level, onSaved }: { pkg?: Package; level: 1 | 2; onSaved: (pkg: Package) => void }) {
  const save = usePackagingMutations().savePackage;
  const { values, errors, set, check, requestFailed } = useFormFields<Values>(() => initialValues(pkg));
  const [locating, setLocating] = useState(false);

  const locate = () => {
    setLocating(true);
    void devicePosition().then((position) => {
      if (position) set('location', `${position.lat.toFixed(6)}&${position.lng.toFixed(6)}`);
      setLocating(false);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const total = Number(values.total_product);
    if (!values.brand_name.trim()) found.brand_name = 'Enter the brand name';
    if (!Number.isInteger(total) || total < 0) found.total_product = 'Enter how many products the package holds';
    if (!values.manufecture_date) found.manufecture_date = 'Choose the packing date';
    if (!values.expire_date) found.expire_date = 'Choose the expiry date';
    else if (values.manufecture_date && values.expire_date < values.manufecture_date) found.expire_date = 'The expiry date is before the packing date';
    if (values.location && !/^-?\d+(\.\d+)?&-?\d+(\.\d+)?$/.test(values.location.trim())) found.location = 'Write it as latitude&longitude, e.g. 46.2044&6.1432';
    if (!check(found)) return;
    const fields = {
      brand_name: values.brand_name.trim(),
      total_product: total,
      manufecture_date: toIsoDay(values.manufecture_date),
      expire_date: toIsoDay(values.expire_date),
      details: values.details.trim(),
      ...(values.location.trim() ? { location: values.location.trim() } : {}),
      ...(values.address_location.trim() ? { address_location: values.address_location.trim() } : {}),
    };
    save.mutate(
      { id: pkg?.display_id, fields },
      {
        onSuccess: (saved) => {
          toast.success(pkg ? 'Package updated' : `Package ${saved.display_id} created`);
          onSaved(saved);
        },
        onError: requestFailed,
      },
    );
  };

  return (
    <Card component="form" onSubmit={submit} noValidate maw={880}>
      <Stack gap="lg">
        <SectionHeading title={<>{level === 2 ? 'Level-2 package' : 'Level-1 package'}</>} size={20}>
          {level === 2 ? 'A level-2 package holds level-1 packages (and may hold loose items).' : 'A level-1 package holds stock items.'} You pick the contents next.
        </SectionHeading>
        <FieldGrid>
          <TextInput label="Brand name" required value={values.brand_name} onChange={(e) => set('brand_name', e.currentTarget.value)} error={errors.brand_name} maxLength={120} />
          <NumberInput label="Total products" description="How many pieces the package is meant to hold" required min={0} allowDecimal={false} value={values.total_product} onChange={(v) => set('total_product', v)} error={errors.total_product} />
          <DateInput label="Packed on" required placeholder="Pick a date" value={values.manufecture_date} onChange={(v) => set('manufecture_date', v)} error={errors.manufecture_date} valueFormat="D MMM YYYY" size="md" clearable />
          <DateInput label="Package expires on" required placeholder="Pick a date" value={values.expire_date} onChange={(v) => set('expire_date', v)} error={errors.expire_date} valueFormat="D MMM YYYY" size="md" clearable />
          <TextInput label="Address" placeholder="e.g. Rue du Rhône 12, Geneva" value={values.address_location} onChange={(e) => set('address_location', e.currentTarget.value)} maxLength={500} />
          <TextInput
            label="Coordinates"
            placeholder="latitude&longitude"
            value={values.location}
            onChange={(e) => set('location', e.currentTarget.value)}
            error={errors.location}
            rightSectionWidth={44}
            rightSection={
              <Button variant="subtle" size="compact-sm" px={6} onClick={locate} loading={locating} aria-label="Use my location">
                <IconCurrentLocation size={16} />
              </Button>
            }
          />
          <Grid.Col span={12}>
            <Textarea label="Details" placeholder="Handling notes, seal numbers…" autosize minRows={2} maxRows={6} value={values.details} onChange={(e) => set('details', e.currentTarget.value)} maxLength={5000} />
          </Grid.Col>
        </FieldGrid>
        <FormFooter submit={pkg ? 'Save changes' : 'Create and add contents'} pending={save.isPending} />
      </Stack>
    </Card>
  );
}
