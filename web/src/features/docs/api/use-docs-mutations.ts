import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyCalls, docsKeys } from './docs-queries';

/** The docs feature's writes: API keys. Each refreshes the key list from the server. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: apiKeyCalls.create,
    onSettled: () => client.invalidateQueries({ queryKey: docsKeys.apiKeys() }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: apiKeyCalls.revoke,
    onSettled: () => client.invalidateQueries({ queryKey: docsKeys.apiKeys() }),
  });
}
