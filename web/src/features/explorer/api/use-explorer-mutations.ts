import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Bundle } from '../../../lib/transparency/tlog-verify.js';

/** The explorer's one action: fetching an audit bundle to download (a read, run on demand with a pending state). */
export function useExplorerMutations() {
  return { fetchBundle: useMutation({ mutationFn: (displayId: string) => api.get<Bundle>(`/provenance/${encodeURIComponent(displayId)}/bundle`) }) };
}
