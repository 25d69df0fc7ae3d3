import { createFileRoute, redirect } from '@tanstack/react-router';
import { optionalText, searchSchema as schema } from '../lib/search-params';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginForm } from '../features/auth/components/login-form';
import { hasSession } from '../lib/auth-storage';

const searchSchema = schema({ redirect: optionalText(), email: optionalText() });

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  beforeLoad: ({ search }) => {
    if (hasSession()) throw redirect({ href: search.redirect?.startsWith('/') ? search.redirect : '/dashboard' });
  },
  component: LoginPage,
});

function LoginPage() {
  const { redirect: target, email } = Route.useSearch();
  return (
    <AuthLayout title="Sign in" subtitle="Enter your e-mail address and we will send you a one-time code.">
      <LoginForm redirect={target} initialEmail={email} />
    </AuthLayout>
  );
}
