import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearSession } from '../../../lib/auth-storage';
import { notifyTopCenter } from '../../../lib/toast';
import { clearPushedCount } from '../../ownership/api/pushed-count';
import { logout } from './auth-api';

/** Sign out: revoke on the server (best effort), forget the tokens and cached data, toast, go home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the protected area first: its guard would send us to /login when the session vanishes, and its live
    // socket, which the server ends as soon as the session is revoked, would try to renew the session.
    await navigate({ to: '/' });
    await logout().catch(() => undefined);
    clearSession();
    queryClient.clear();
    clearPushedCount();
    notifyTopCenter.success('Logged Out Successfully');
  }, [navigate, queryClient]);
}
