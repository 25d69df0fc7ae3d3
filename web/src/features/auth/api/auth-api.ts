import { api } from '../../../lib/api-client';
import { getRefreshToken, type SessionTokens } from '../../../lib/auth-storage';

export function sendOtp(email: string) {
  return api.post<{ msg: string }>('/account/sendotp', { email }, { auth: false });
}

export function login(email: string, otp: string) {
  return api.post<SessionTokens>('/account/login', { email, otp }, { auth: false });
}

/** Revokes the refresh token on the server; the caller clears local state whatever the outcome. */
export async function logout(): Promise<void> {
  const refresh = getRefreshToken();
  if (!refresh) return;
  await api.post('/account/logout', { refresh_token: refresh });
}
