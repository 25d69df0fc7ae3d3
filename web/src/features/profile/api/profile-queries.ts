import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api-types';

/** The signed-in user's own profile (`GET /api/account/getuser`); `is_admin`: a support administrator (ADMIN_EMAILS on the server). */
export type Profile = ApiAnswer<'/api/account/getuser'>;

/** A sign-in session of the user's (`GET /api/account/sessions`). */
export type AccountSession = ApiAnswer<'/api/account/sessions'>[number];

/** The user's company (`companyInfo` of getuser); optional fields are '' when not given. */
export type CompanyInfo = NonNullable<Profile['companyInfo']>;

/** The company form: every field a string ('' when not given). */
export type CompanyInput = Omit<CompanyInfo, 'updated_at'>;

/** A partner's public profile (`GET /api/account/getuser/{id}`): no e-mail, mobile or address. */
export type PartnerProfile = ApiAnswer<'/api/account/getuser/{id}'>;

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
  partner: (id: string) => [...profileKeys.all, 'partner', id] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
};

export const profileQueries = {
  me: () =>
    queryOptions({
      queryKey: profileKeys.me(),
      queryFn: () => api.get<Profile>('/account/getuser'),
      staleTime: 5 * 60_000,
    }),
  sessions: () =>
    queryOptions({
      queryKey: profileKeys.sessions(),
      queryFn: () => api.get<AccountSession[]>('/account/sessions'),
    }),
  partner: (id: string) =>
    queryOptions({
      queryKey: profileKeys.partner(id),
      queryFn: () => api.get<PartnerProfile>(`/account/getuser/${encodeURIComponent(id)}`),
      staleTime: 60_000,
    }),
};

/** 201 the first time, 200 when it replaces the company recorded before; either way the company. */
export function saveCompany(company: CompanyInput): Promise<CompanyInfo> {
  return api.post<CompanyInfo>('/account/addcompany', company);
}

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
