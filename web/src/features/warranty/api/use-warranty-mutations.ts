import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPartner, uploadPartnersCsv, warrantyKeys, type NewPartner } from './warranty-queries';

/** The warranty feature's writes; each refreshes every partner list. */
export function useWarrantyMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: warrantyKeys.all });
  return {
    add: useMutation({ mutationFn: (partner: NewPartner) => addPartner(partner), onSuccess: refresh }),
    upload: useMutation({ mutationFn: ({ file, products }: { file: File; products: string[] }) => uploadPartnersCsv(file, products), onSuccess: refresh }),
  };
}
