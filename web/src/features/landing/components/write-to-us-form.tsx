import { Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { appConfig } from '../../../lib/config';
import { notifyTopCenter } from '../../../lib/toast';
import { sendUserQuery } from '../api/landing-api';
import { useTextFields } from '../../../lib/use-text-fields';

const EMPTY = { fullname: '', email: '', query: '', mobile: '' };

/**
 * 'Write to us' (sections 4, 5, 8): all four fields must be non-empty ('All fields are required'; no format
 * check); after a send the submit is locked for 4 s; 'Query successfully sent' is shown whatever the outcome.
 */
export function WriteToUsForm() {
  const [fields, setFields, set] = useTextFields(EMPTY);
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), appConfig.contactLockMs);
    return () => clearTimeout(timer);
  }, [locked]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(fields).some((value) => !value.trim())) {
      notifyTopCenter.error('All fields are required');
      return;
    }
    setLocked(true);
    try {
      await sendUserQuery(fields);
      setFields(EMPTY);
    } catch (error) {
      console.warn('Contact query failed', error);
    }
    notifyTopCenter.success('Query successfully sent');
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Write to us">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full name" value={fields.fullname} onChange={set('fullname')} autoComplete="name" />
          <TextInput label="E-mail" type="email" value={fields.email} onChange={set('email')} autoComplete="email" />
        </SimpleGrid>
        <TextInput label="Phone" type="tel" value={fields.mobile} onChange={set('mobile')} autoComplete="tel" />
        <Textarea label="Your message" minRows={4} autosize value={fields.query} onChange={set('query')} />
        <Button type="submit" disabled={locked} style={{ alignSelf: 'flex-start' }}>
          Send message
        </Button>
      </Stack>
    </form>
  );
}
