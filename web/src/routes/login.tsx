import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginForm } from '../features/auth/components/login-form';
import { hasSession } from '../lib/auth-storage';

const searchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
});

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
