/** Hands a file made in the page to the browser as a download named `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the object URL only holds memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
