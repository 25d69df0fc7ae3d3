import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { notifyTopCenter } from '../../../lib/toast';
import { subscribe } from '../api/landing-api';

/**
 * Subscribe by e-mail (sections 4 and 5): empty or whitespace gives 'Please enter a valid email..!'; the
 * button is disabled while the request is in flight; success clears the field; a failure is silent and the
 * button stays disabled.
 */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [disabled, setDisabled] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      notifyTopCenter.error('Please enter a valid email..!');
      return;
    }
    setDisabled(true);
    try {
      const answer = await subscribe(email.trim());
      if (answer) {
        notifyTopCenter.success('You are successfully subscribed');
        setEmail('');
        setDisabled(false);
      }
    } catch (error) {
      console.warn('Subscribe failed', error);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Subscribe to updates">
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          type="email"
          required
          label="E-mail address for updates"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: 1 }}
          radius="xl"
        />
        <Button type="submit" radius="xl" disabled={disabled}>
          Subscribe
        </Button>
      </Group>
    </form>
  );
}
