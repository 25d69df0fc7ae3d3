import { Alert, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useAuthMutations } from '../api/use-auth-mutations';
import { AnchorLink } from '../../../components/links/router-links';

const CODE_LENGTH = 6;
const RESEND_COOLDOWN_S = 30;

export function OtpForm({ email, redirect }: { email: string; redirect?: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const { login: verify, sendOtp: resend } = useAuthMutations();
  const verifyCode = (otp: string) =>
    verify.mutate(
      { email, otp },
      {
        onSuccess: async () => {
          // Only same-app paths are honoured, so a crafted link cannot send the user elsewhere.
          const target = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/dashboard';
          await navigate({ href: target, replace: true });
        },
      },
    );
  const resendCode = () =>
    resend.mutate(email, {
      onSuccess: () => {
        setCooldown(RESEND_COOLDOWN_S);
        setCode('');
        verify.reset();
      },
    });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (code.length === CODE_LENGTH && !verify.isPending) verifyCode(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {verify.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Sign-in failed">
            {errorMessage(verify.error, 'The code is not valid. Please try again.')}
          </Alert>
        )}
        {resend.isSuccess && !verify.isError && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            A new code is on its way to {email}.
          </Alert>
        )}
        {resend.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(resend.error, 'We could not send a new code.')}
          </Alert>
        )}
        <Stack gap={6}>
          <Text component="label" htmlFor="otp-code" fw={500} size="sm">
            One-time code
          </Text>
          <PinInput
            id="otp-code"
            length={CODE_LENGTH}
            type="number"
            size="lg"
            oneTimeCode
            // The code screen's only task: its field takes the focus.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            ariaLabel="One-time code"
            value={code}
            error={verify.isError}
            onChange={(value) => {
              setCode(value);
              if (verify.isError) verify.reset();
            }}
            onComplete={verifyCode}
            styles={{ root: { justifyContent: 'space-between' } }}
          />
        </Stack>
        <Button type="submit" size="md" fullWidth loading={verify.isPending} disabled={code.length !== CODE_LENGTH}>
          Verify and sign in
        </Button>
        <Group justify="space-between" gap="xs">
          <AnchorLink to="/login" search={{ email, redirect }} size="sm">
            Use a different e-mail
          </AnchorLink>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={resendCode}
            loading={resend.isPending}
            disabled={cooldown > 0}
          >
            {cooldown > 0 ? `Resend code in ${cooldown}s` : 'Resend code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
