import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useCreateApiKey } from '../api/use-docs-mutations';
import type { CreatedApiKey } from '../api/docs-queries';
import { CodeBlock } from './code-block';

/** Creates an API key; the key is shown this once (the server keeps only its digest). */
export function ApiKeyCreate() {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [name, setName] = useState('');
  const [access, setAccess] = useState<'read' | 'write'>('read');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError('Give the key a name, e.g. the system that will use it.');
    setNameError(null);
    create.mutate(
      { name: name.trim(), scopes: access === 'write' ? ['read', 'write'] : ['read'] },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
          setAccess('read');
        },
        onError: (error) => {
          if (error instanceof ApiError) setNameError(error.fieldErrors.name ?? error.fieldErrors.scopes ?? null);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {created && (
        <Alert color="teal" variant="light" icon={<IconKey size={18} />} title={`Key "${created.name}" created`} role="status" data-testid="created-key">
          <Stack gap="sm">
            <Text size="sm">Copy it now: it is shown only this once. We store only a digest of it, so nobody can show it to you again.</Text>
            <CodeBlock label="API key" code={created.key} />
            <Group>
              <Button size="xs" variant="default" onClick={() => setCreated(null)}>
                I have stored it
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} aria-label="Create an API key">
        <Stack gap="sm" maw={520}>
          <TextInput
            label="Key name"
            placeholder="e.g. SAP ERP"
            required
            maxLength={100}
            value={name}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Radio.Group label="Access" value={access} onChange={(value) => setAccess(value === 'write' ? 'write' : 'read')}>
            <Stack gap={6} mt={6}>
              <Radio value="read" label="Read only: GET requests (lists, lookups, EPCIS queries)" />
              <Radio value="write" label="Read and write: also registers, packs and transfers goods as you" />
            </Stack>
          </Radio.Group>
          {create.isError && !(create.error instanceof ApiError && Object.keys(create.error.fieldErrors).length > 0) && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" color="brass" loading={create.isPending} leftSection={<IconKey size={16} />}>
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
