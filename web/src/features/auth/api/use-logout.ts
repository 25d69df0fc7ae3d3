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
    await logout().catch(() => undefined);
    notifyTopCenter.success('Logged Out Successfully');
    // Leave the protected area first, so its guard does not see the session vanish and send us to /login.
    await navigate({ to: '/' });
    clearSession();
    queryClient.clear();
    clearPushedCount();
  }, [navigate, queryClient]);
}
