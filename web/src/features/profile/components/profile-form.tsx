import { Avatar, Button, Card, FileButton, Grid, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { initials, mediaUrl } from '../../../lib/format';
import { toast, topCenter } from '../../../lib/toast';
import type { Profile, ProfileUpdate } from '../api/profile-queries';
import { useProfileMutations } from '../api/use-profile-mutations';
import { FormFooter } from '../../../components/forms/form-footer';
import { FieldGrid } from '../../../components/forms/field-grid';

/** Role values are not fixed by the specification; these cover the supply chain, and any stored value is kept. */
const ROLE_OPTIONS = ['Brand owner', 'Manufacturer', 'Warehouse', 'Logistics partner', 'Retailer', 'Customer'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function toForm(profile: Profile): Omit<ProfileUpdate, 'profile_image'> {
  return {
    fullname: profile.fullname ?? '',
    address: profile.address ?? '',
    mobile: profile.mobile ?? '',
    social_link: profile.social_link ?? '',
    role: profile.role ?? '',
  };
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState(() => toForm(profile));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // Follow the stored profile when it really changes (after a save, or an edit in another tab), not on every
  // background refetch, which would wipe what the user is typing.
  const stored = JSON.stringify(toForm(profile));
  useEffect(() => setValues(JSON.parse(stored) as ReturnType<typeof toForm>), [stored]);

  const { updateProfile: save, removeImage } = useProfileMutations();

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const roleOptions = values.role && !ROLE_OPTIONS.includes(values.role) ? [values.role, ...ROLE_OPTIONS] : ROLE_OPTIONS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.fullname.trim()) {
      setErrors({ fullname: 'Please enter your full name' });
      return;
    }
    save.mutate(
      { ...values, profile_image: image },
      {
        onSuccess: () => {
          setImage(null);
          setErrors({});
          toast.success('Profile Successfully Updated', topCenter);
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fieldErrors);
        },
      },
    );
  };

  const chooseImage = (file: File | null) => {
    if (file && file.size > MAX_IMAGE_BYTES) {
      setErrors((current) => ({ ...current, profile_image: 'Choose an image smaller than 5 MB' }));
      return;
    }
    setErrors(({ profile_image: _removed, ...rest }) => rest);
    setImage(file);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card>
            <Stack align="center" gap="sm" py="md">
              <Avatar src={preview ?? mediaUrl(profile.profile_image)} size={112} radius={112} color="brass" alt="Profile image">
                {initials(values.fullname || profile.email)}
              </Avatar>
              <Title order={3} ta="center" fz={20}>
                {values.fullname || 'Your name'}
              </Title>
              <Text c="dimmed" size="sm">
                {profile.email}
              </Text>
              <Group gap="xs" mt="xs">
                <FileButton onChange={chooseImage} accept="image/png,image/jpeg,image/webp">
                  {(props) => (
                    <Button {...props} variant="light" leftSection={<IconPhoto size={16} />} size="sm">
                      {profile.profile_image || image ? 'Change image' : 'Upload image'}
                    </Button>
                  )}
                </FileButton>
                {profile.profile_image && !image && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="sm"
                    leftSection={<IconTrash size={16} />}
                    loading={removeImage.isPending}
                    onClick={() => removeImage.mutate()}
                  >
                    Remove
                  </Button>
                )}
              </Group>
              {errors.profile_image && (
                <Text c="red" size="sm" role="alert">
                  {errors.profile_image}
                </Text>
              )}
              {image && (
                <Text size="xs" c="dimmed">
                  {image.name} will be uploaded when you save.
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card>
            <Stack gap="md">
              <Title order={2} fz={20}>
                Personal details
              </Title>
              <FieldGrid>
                <TextInput label="Full name" required value={values.fullname} onChange={(e) => set('fullname')(e.currentTarget.value)} error={errors.fullname} autoComplete="name" />
                <TextInput label="E-mail address" value={profile.email} readOnly description="Your sign-in address cannot be changed here" />
                <TextInput label="Mobile" value={values.mobile} onChange={(e) => set('mobile')(e.currentTarget.value)} error={errors.mobile} autoComplete="tel" type="tel" />
                <Select label="Role" placeholder="Choose your role" data={roleOptions} value={values.role || null} onChange={(value) => set('role')(value ?? '')} error={errors.role} clearable />
                <Grid.Col span={12}>
                  <TextInput label="Address" value={values.address} onChange={(e) => set('address')(e.currentTarget.value)} error={errors.address} autoComplete="street-address" />
                </Grid.Col>
                <Grid.Col span={12}>
                  <TextInput label="Social link" placeholder="https://" value={values.social_link} onChange={(e) => set('social_link')(e.currentTarget.value)} error={errors.social_link} type="url" />
                </Grid.Col>
              </FieldGrid>
              <FormFooter submit="Save profile" pending={save.isPending} error={save.isError && !Object.keys(errors).length && errorMessage(save.error)}>
                <Button variant="default" onClick={() => { setValues(toForm(profile)); setImage(null); setErrors({}); }} disabled={save.isPending}>
                  Discard changes
                </Button>
              </FormFooter>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </form>
  );
}
