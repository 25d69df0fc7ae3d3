import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PublicStats = { companies: number; inventories: number; trackings: number };

/** Headline figures of the landing page; the specification's figures are the floor. */
export const STATS_FLOOR: PublicStats = { companies: 1030, inventories: 300, trackings: 300 };

export const landingKeys = {
  all: ['landing'] as const,
  stats: () => [...landingKeys.all, 'stats'] as const,
};

export const landingQueries = {
  stats: () =>
    queryOptions({
      queryKey: landingKeys.stats(),
      queryFn: () => api.get<PublicStats>('/public/stats', { auth: false }),
      staleTime: 5 * 60_000,
    }),
};

export function subscribe(email: string) {
  return api.post<{ msg: string }>('/account/subscriber', { email }, { auth: false });
}

/** The landing page's 'Write to us' form. */
export function sendUserQuery(body: { fullname: string; email: string; query: string; mobile: string }) {
  return api.post<{ msg: string }>('/account/adduserquery', body, { auth: false });
}

/** The contact page's form. */
export function sendContact(body: { fullname: string; email: string; message: string }) {
  return api.post<{ msg: string }>('/account/contact', body, { auth: false });
}

/** Decodes a photographed QR code server-side. */
export function uploadQrPhoto(file: File) {
  const form = new FormData();
  form.set('image', file);
  return api.post<{ display_id: string; kind?: string }>('/product/uploadqrcode', form, { auth: false });
}
