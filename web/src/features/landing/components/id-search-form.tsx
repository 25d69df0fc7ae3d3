import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useVerify } from './use-verify';

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
  const { verify } = useVerify();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(verify(value));
  };

  return (
    <form onSubmit={submit} role="search" aria-label={label}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          label={label}
          labelProps={{ style: visuallyHidden }}
          placeholder="Enter an id, e.g. INVE000001"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
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
