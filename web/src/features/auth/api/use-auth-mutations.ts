import { useMutation } from '@tanstack/react-query';
import { saveSession } from '../../../lib/auth-storage';
import { login, sendOtp } from './auth-api';

/** The sign-in writes: ask for a code, and exchange it for a session (stored before the caller navigates). */
export function useAuthMutations() {
  return {
    sendOtp: useMutation({ mutationFn: (email: string) => sendOtp(email) }),
    login: useMutation({ mutationFn: ({ email, otp }: { email: string; otp: string }) => login(email, otp), onSuccess: saveSession }),
  };
}
