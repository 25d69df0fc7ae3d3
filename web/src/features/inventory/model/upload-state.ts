import type { UploadProgress } from '../../../lib/api-client';

/** Percent of the file sent, or null while the server processes it (the bar then runs indeterminate). */
export function uploadPercent(progress: UploadProgress | null): number | null {
  if (!progress || progress.phase === 'processing') return null;
  if (!progress.total) return 0;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

/** A starter file: the exact header and one example row for the given product SKU. */
export function csvTemplate(sku: string | undefined, today: string): string {
  const header = 'product,status,batch,manufecture_date,expire_date,warranty';
  return `${header}\r\n${sku ?? 'YOUR-SKU'},active,BATCH-001,${today},2030-12-31,2027-12-31\r\n`;
}
