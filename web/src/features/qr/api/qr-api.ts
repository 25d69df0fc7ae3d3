import { api } from '../../../lib/api-client';

/** A photographed QR code, decoded and checked by the server (our link or id, of an item or package that exists). */
export function decodeQrPhoto(file: File) {
  const form = new FormData();
  form.set('image', file);
  return api.post<{ display_id: string; kind?: string }>('/product/uploadqrcode', form, { auth: false });
}
