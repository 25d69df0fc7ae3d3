import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppShell } from '../components/app-shell/app-shell';
import { HeaderBar } from '../components/app-shell/header-bar';
import { ConfirmProvider } from '../components/feedback/confirm-dialog';
import { useLogout } from '../features/auth/api/use-logout';
import { useLiveUpdates } from '../features/live/use-live-updates';
import { NotificationBell } from '../features/ownership/components/notification-bell';
import { profileQueries } from '../features/profile/api/profile-queries';
import { SupportHeaderButton } from '../features/support/components/support-header-button';
import { hasSession } from '../lib/auth-storage';
import { useHasSession } from '../lib/use-session';
import { appConfig } from '../lib/config';

/** Pathless layout of every protected screen: the auth guard, the shell and the live feed. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!hasSession()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  // The header needs the profile on every screen; a failure here is shown by the header as initials only.
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueries.me()).catch(() => undefined),
  component: AppLayout,
});

function AppLayout() {
  const signedIn = useHasSession();
  const navigate = useNavigate();
  // Signed out elsewhere (another tab, or the refresh token was refused): leave the protected area.
  useEffect(() => {
    if (!signedIn) void navigate({ to: '/login' });
  }, [signedIn, navigate]);
  const profile = useQuery({ ...profileQueries.me(), enabled: signedIn });
  const logout = useLogout();
  useLiveUpdates(signedIn);

  const user = profile.data && { fullname: profile.data.fullname, email: profile.data.email, profileImage: profile.data.profile_image };
  return (
    <ConfirmProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppShell header={<HeaderBar user={user} points={appConfig.points} notifications={<><SupportHeaderButton /><NotificationBell /></>} onLogout={logout} />}>
        <Outlet />
      </AppShell>
    </ConfirmProvider>
  );
}
