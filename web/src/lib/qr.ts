import { apiUrl } from './api-client';

/** The PNG of an id's public tracking link (public endpoint, so a plain <img> works), optionally as a download. */
export function qrImageUrl(displayId: string, download = false): string {
  return apiUrl(`/product/getqrcode/${encodeURIComponent(displayId)}`, download ? { download: 1 } : undefined);
}
