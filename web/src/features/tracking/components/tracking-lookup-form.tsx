import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { idKind, normalizeDisplayId } from '../../../lib/display-id';
import { notifyTopCenter } from '../../../lib/toast';

export const INVALID_ID_MESSAGE = 'Please enter a valid ID..!';

/** Owner lookup by id (signed in): INVE or PACK ids open their owner chain. */
export function TrackingLookupForm({ currentId }: { currentId?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(currentId ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(currentId ?? ''), [currentId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty box asks for an id; only a wrong one gets the specification's toast.
    if (!value.trim()) {
      setError('Enter an item or package id.');
      return;
    }
    const id = normalizeDisplayId(value);
    if (!idKind(id)) {
      notifyTopCenter.error(INVALID_ID_MESSAGE);
      return;
    }
    void navigate({ to: '/tracking/{-$id}', params: { id } });
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Look up an item or package">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label="Item or package id"
          placeholder="INVE000001 or PACK000001"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          leftSection={<IconSearch size={18} />}
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button type="submit" size="md">
          Look up
        </Button>
      </Group>
    </form>
  );
}
