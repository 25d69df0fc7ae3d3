import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useAuthMutations } from '../api/use-auth-mutations';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function LoginForm({ redirect, initialEmail = '' }: { redirect?: string; initialEmail?: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const mutation = useAuthMutations().sendOtp;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(address)) {
      setFieldError('Please enter a valid email..!');
      return;
    }
    setFieldError(null);
    mutation.mutate(address, { onSuccess: () => navigate({ to: '/otp', search: { email: address, redirect } }) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {mutation.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(mutation.error, 'We could not send the code. Please try again.')}
          </Alert>
        )}
        <TextInput
          label="E-mail address"
          placeholder="you@maison.com"
          type="email"
          autoComplete="email"
          required
          // The sign-in screen's only task: its field takes the focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          leftSection={<IconMail size={18} stroke={1.5} />}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (fieldError) setFieldError(null);
          }}
          error={fieldError}
        />
        <Button type="submit" size="md" loading={mutation.isPending} fullWidth>
          Send one-time code
        </Button>
      </Stack>
    </form>
  );
}
