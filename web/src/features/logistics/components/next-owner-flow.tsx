import { Alert, Badge, Button, Card, Group, Select, Stack, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { IconUserCheck, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '../../../components/feedback/empty-state';
import { Fact, LabelledValue } from '../../../components/layout/fact';
import { ButtonLink } from '../../../components/links/router-links';
import { isApiError, errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { logisticsQueries } from '../api/logistics-queries';
import { useLogisticsMutations } from '../api/use-logistics-mutations';
import { useDraft } from '../model/draft-store';

export type NextOwnerDraft = { email: string; fullname: string; category: string; brands: string[]; note: string };
export const NEXT_OWNER_DRAFT = 'nextowner';
const CATEGORIES = ['Distributor', 'Retailer', 'Boutique', 'Logistics partner', 'Customer', 'Other'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Finds a registered user by e-mail, then category and brands; saved after the preview. */
export function NextOwnerForm() {
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft<NextOwnerDraft>(NEXT_OWNER_DRAFT);
  const [email, setEmail] = useState(draft?.email ?? '');
  const [lookup, setLookup] = useState(draft?.email ?? '');
  const [category, setCategory] = useState<string | null>(draft?.category || null);
  const [brands, setBrands] = useState<string[]>(draft?.brands ?? []);
  const [note, setNote] = useState(draft?.note ?? '');
  const user = useQuery({ ...logisticsQueries.userByEmail(lookup), enabled: EMAIL.test(lookup) });
  const find = (event?: FormEvent) => {
    event?.preventDefault();
    setLookup(email.trim().toLowerCase());
  };
  const review = () => {
    if (!user.data) return;
    setDraft({ email: lookup, fullname: user.data.fullname, category: category ?? '', brands, note });
    void navigate({ to: '/nextowner-preview' });
  };
  return (
    <Card>
      <Stack gap="md">
        <form onSubmit={find} aria-label="Find a registered user">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="E-mail of a registered user"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={email && lookup === email.trim().toLowerCase() && !EMAIL.test(lookup) ? 'Enter a valid email address.' : undefined}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" variant="default" loading={user.isFetching}>
              Find
            </Button>
          </Group>
        </form>
        {user.isError && (
          <Alert color={isApiError(user.error, 404) ? 'orange' : 'red'} icon={<IconUserQuestion size={18} />} role="alert">
            {isApiError(user.error, 404) ? 'No registered user has this e-mail address. Next owners must have an account.' : errorMessage(user.error)}
          </Alert>
        )}
        {user.data && (
          <Alert color="teal" icon={<IconUserCheck size={18} />} title="Registered user found">
            {user.data.fullname || lookup}
          </Alert>
        )}
        <Select label="Category" placeholder="Choose a category" data={CATEGORIES} value={category} onChange={setCategory} clearable />
        <TagsInput label="Brands" description="Brands this next owner receives; press Enter after each." value={brands} onChange={setBrands} maxTags={50} />
        <Textarea label="Note" autosize minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={1000} />
        <Group justify="flex-end">
          <Button onClick={review} disabled={!user.data}>
            Review
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function NextOwnerPreview() {
  const navigate = useNavigate();
  const [draft, setDraft] = useDraft<NextOwnerDraft>(NEXT_OWNER_DRAFT);
  const { addNextOwner } = useLogisticsMutations();
  if (!draft) return <EmptyState title="Nothing to review" description="Find a registered user first." action={<ButtonLink to="/nextowner-basic-details">Add a next owner</ButtonLink>} />;
  const save = () =>
    addNextOwner.mutate(
      { email: draft.email, category: draft.category || undefined, brands: draft.brands, note: draft.note || undefined },
      {
        onSuccess: () => {
          toast.success(`${draft.fullname || draft.email} added as a next owner`);
          setDraft(null);
          void navigate({ to: '/nextowner-list' });
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  return (
    <Card>
      <Stack gap="md">
        <Fact label="Next owner">{draft.fullname || draft.email}</Fact>
        <Fact label="E-mail">{draft.email}</Fact>
        <Fact label="Category">{draft.category || '—'}</Fact>
        <LabelledValue label="Brands" gap={4}>
          <Group gap="xs">{draft.brands.length ? draft.brands.map((b) => <Badge key={b} variant="light">{b}</Badge>) : <Text size="sm">—</Text>}</Group>
        </LabelledValue>
        {draft.note && <Fact label="Note">{draft.note}</Fact>}
        <Group justify="space-between">
          <ButtonLink variant="default" to="/nextowner-basic-details">
            Edit
          </ButtonLink>
          <Button onClick={save} loading={addNextOwner.isPending}>
            Save next owner
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
