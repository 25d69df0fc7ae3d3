import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Profile = {
  id: string;
  email: string;
  fullname: string | null;
  address: string | null;
  mobile: string | null;
  social_link: string | null;
  role: string | null;
  profile_image: string | null;
  bio: string | null;
  Linkedin: string | null;
  facebook: string | null;
  is_active: boolean;
  mc_hash: string | null;
  companyInfo: unknown;
};

export type ProfileUpdate = {
  fullname: string;
  address: string;
  mobile: string;
  social_link: string;
  role: string;
  profile_image?: File | null;
};

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};

export const profileQueries = {
  me: () =>
    queryOptions({
      queryKey: profileKeys.me(),
      queryFn: () => api.get<Profile>('/account/getuser'),
      staleTime: 5 * 60_000,
    }),
};

/** PATCH multipart (specification: the image is sent as a file named image.jpg). */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const form = new FormData();
  form.set('fullname', update.fullname);
  form.set('address', update.address);
  form.set('mobile', update.mobile);
  form.set('social_link', update.social_link);
  form.set('role', update.role);
  if (update.profile_image) form.set('profile_image', update.profile_image, 'image.jpg');
  return api.patch<Profile>('/account/updateuser', form);
}

export function deleteProfileImage(): Promise<unknown> {
  return api.post('/account/deleteprofileimage');
}
