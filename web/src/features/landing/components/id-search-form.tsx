import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { idKind, normalizeDisplayId } from '../../../lib/display-id';
import { notifyCounterfeit } from '../../../lib/toast';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/** Authenticity check by id: only INVE and PACK ids exist; anything else is treated as a counterfeit sign. */
export function IdSearchForm({
  size = 'lg',
  label = 'Product or package id',
  buttonLabel = 'Verify',
}: {
  size?: 'md' | 'lg' | 'sm';
  label?: string;
  buttonLabel?: string;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = normalizeDisplayId(value);
    if (!idKind(id)) {
      notifyCounterfeit();
      return;
    }
    void navigate({ to: '/productTracking/$id', params: { id } });
  };

  return (
    <form onSubmit={submit} role="search" aria-label={label}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          label={label}
          labelProps={{ style: visuallyHidden }}
          placeholder="Enter an id, e.g. INVE000001"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          size={size}
          radius="xl"
          leftSection={<IconSearch size={18} />}
          style={{ flex: 1 }}
        />
        <Button type="submit" size={size} radius="xl">
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
