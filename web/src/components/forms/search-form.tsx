import { Button, Group, TextInput, type MantineRadius, type MantineSize, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

type SearchFormProps = {
  /** The search landmark's accessible name (the label's text by default). */
  name?: string;
  label: string;
  /** The label is for screen readers only (the placeholder says what to type). */
  hideLabel?: boolean;
  placeholder: string;
  /** What the box starts with; or `value` and `onChange` when the caller also writes into the box. */
  initialValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Runs the search; what it returns is shown under the box as the error (typing clears it). */
  onSubmit: (value: string) => string | null | void;
  /** The submit button's text. */
  button: ReactNode;
  loading?: boolean;
  size?: MantineSize;
  buttonSize?: MantineSize;
  radius?: MantineRadius;
  /** Anything else of the box (a right section, a test id, autocomplete). */
  input?: Partial<TextInputProps> & { 'data-testid'?: string };
};

/** One box and its button in a `role="search"` form: the id searches of the landing and tracking pages. */
export function SearchForm({ name, label, hideLabel, placeholder, initialValue = '', onSubmit, button, loading, size, buttonSize = size, radius, input, ...controlled }: SearchFormProps) {
  const [typed, setTyped] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const value = controlled.value ?? typed;
  const change = (next: string) => {
    setTyped(next);
    setError(null);
    controlled.onChange?.(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onSubmit(value) ?? null);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={name ?? label}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          label={label}
          labelProps={hideLabel ? { style: visuallyHidden } : undefined}
          placeholder={placeholder}
          value={value}
          onChange={(event) => change(event.currentTarget.value)}
          error={error}
          size={size}
          radius={radius}
          leftSection={<IconSearch size={18} aria-hidden />}
          style={{ flex: 1 }}
          {...input}
        />
        <Button type="submit" size={buttonSize} radius={radius} loading={loading}>
          {button}
        </Button>
      </Group>
    </form>
  );
}
