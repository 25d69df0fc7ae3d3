import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProfileImage, profileKeys, saveCompany, updateProfile, type CompanyInput, type ProfileUpdate } from './profile-queries';

/**
 * Every write of the profile screens. The refetch of the profile is started, not awaited: the form follows the
 * stored profile when it arrives, and the success toast should not wait for it.
 */
export function useProfileMutations() {
  const queryClient = useQueryClient();
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });

  return {
    updateProfile: useMutation({ mutationFn: (update: ProfileUpdate) => updateProfile(update), onSuccess: () => refresh(profileKeys.me()) }),
    removeImage: useMutation({ mutationFn: () => deleteProfileImage(), onSuccess: () => refresh(profileKeys.me()) }),
    saveCompany: useMutation({ mutationFn: (company: CompanyInput) => saveCompany(company), onSuccess: () => refresh(profileKeys.all) }),
  };
}
