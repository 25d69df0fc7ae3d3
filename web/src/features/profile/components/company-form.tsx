import { Button, Card, Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import type { CompanyInput, Profile } from '../api/profile-queries';
import { useProfileMutations } from '../api/use-profile-mutations';
import { FormFooter } from '../../../components/forms/form-footer';
import { FieldGrid } from '../../../components/forms/field-grid';
import { missingFields } from '../../../lib/use-form-fields';
import { useTextFields } from '../../../lib/use-text-fields';

const EMPTY: CompanyInput = {
  name: '',
  registration_number: '',
  tax_id: '',
  website: '',
  industry: '',
  address: '',
  address_location: '',
  position: '',
};

function toForm(profile: Profile): CompanyInput {
  const c = profile.companyInfo;
  if (!c) return EMPTY;
  return {
    name: c.name,
    registration_number: c.registration_number,
    tax_id: c.tax_id,
    website: c.website,
    industry: c.industry,
    address: c.address,
    address_location: c.address_location,
    position: c.position,
  };
}

/** The company the user works for: partners see its name, website and industry on the user's profile. */
export function CompanyForm({ profile }: { profile: Profile }) {
  const [values, setValues, set] = useTextFields(() => toForm(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const stored = JSON.stringify(toForm(profile));
  // Follow the stored company when it really changes (a save here or in another tab), not on each refetch.
  useEffect(() => setValues(JSON.parse(stored) as CompanyInput), [stored, setValues]);

  const save = useProfileMutations().saveCompany;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(values, {
      name: 'Please enter the company name',
      registration_number: 'Please enter the registration number',
      address: 'Please enter the registered address',
    });
    setErrors(missing);
    if (Object.keys(missing).length) return;
    save.mutate(values, {
      onSuccess: () => {
        setErrors({});
        toast.success(profile.companyInfo ? 'Company information updated' : 'Company information saved');
      },
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Company information">
      <Card>
        <Stack gap="md">
          <Title order={2} fz={20}>
            {profile.companyInfo ? profile.companyInfo.name : 'Your company'}
          </Title>
          <Text c="dimmed" size="sm">
            Partners see the company name, website and industry on your profile and next to your requests. The registration
            number, tax id and address stay private.
          </Text>
          <FieldGrid>
            <TextInput label="Company name" required value={values.name} onChange={set('name')} error={errors.name} autoComplete="organization" maxLength={200} />
            <TextInput label="Your position" value={values.position} onChange={set('position')} error={errors.position} autoComplete="organization-title" maxLength={120} />
            <TextInput label="Registration number" required value={values.registration_number} onChange={set('registration_number')} error={errors.registration_number} maxLength={64} />
            <TextInput label="Tax id" value={values.tax_id} onChange={set('tax_id')} error={errors.tax_id} maxLength={64} />
            <TextInput label="Website" placeholder="https://" type="url" value={values.website} onChange={set('website')} error={errors.website} autoComplete="url" />
            <TextInput label="Industry" value={values.industry} onChange={set('industry')} error={errors.industry} maxLength={120} />
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label="Registered address" required value={values.address} onChange={set('address')} error={errors.address} autoComplete="street-address" maxLength={500} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label="Location (latitude&longitude)"
                placeholder="28.4595&77.0266"
                value={values.address_location}
                onChange={set('address_location')}
                error={errors.address_location}
              />
            </Grid.Col>
          </FieldGrid>
          <FormFooter submit="Save company" pending={save.isPending} error={save.isError && !Object.keys(errors).length && errorMessage(save.error)}>
            <Button variant="default" onClick={() => { setValues(toForm(profile)); setErrors({}); }} disabled={save.isPending}>
              Discard changes
            </Button>
          </FormFooter>
        </Stack>
      </Card>
    </form>
  );
}
