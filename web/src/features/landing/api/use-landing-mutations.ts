import { useMutation } from '@tanstack/react-query';
import { uploadQrPhoto } from './landing-api';

/** The landing page's one write: a photo of a QR code sent to be read (nothing cached to refresh). */
export function useLandingMutations() {
  return { readQrPhoto: useMutation({ mutationFn: (file: File) => uploadQrPhoto(file) }) };
}
