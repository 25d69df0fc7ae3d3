import { createFileRoute, redirect } from '@tanstack/react-router';
import { optionalEmail, optionalText, searchSchema as schema } from '../lib/search-params';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { OtpForm } from '../features/auth/components/otp-form';

const searchSchema = schema({ email: optionalEmail(), redirect: optionalText() });

export const Route = createFileRoute('/otp')({
  validateSearch: searchSchema,
  // The code belongs to an e-mail address: without one there is nothing to verify.
  beforeLoad: ({ search }) => {
    if (!search.email) throw redirect({ to: '/login', search: { redirect: search.redirect } });
  },
  component: OtpPage,
});

function OtpPage() {
  const { email, redirect: target } = Route.useSearch();
  return (
    <AuthLayout
      title="Check your inbox"
      subtitle={
        <>
          We sent a 6-digit code to <strong>{email}</strong>. It expires in a few minutes.
        </>
      }
    >
      <OtpForm email={email!} redirect={target} />
    </AuthLayout>
  );
}
