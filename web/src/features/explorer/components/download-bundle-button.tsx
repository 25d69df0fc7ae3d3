import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { downloadBundle } from '../../../lib/transparency/log-check';
import type { Bundle } from '../../../lib/transparency/tlog-verify.js';

/** Downloads an item's or package's audit bundle (for `npm run verify`). */
export function DownloadBundleButton({ displayId }: { displayId: string }) {
  const download = useMutation({
    mutationFn: () => api.get<Bundle>(`/provenance/${encodeURIComponent(displayId)}/bundle`),
    onSuccess: downloadBundle,
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Button size="xs" variant="subtle" leftSection={<IconDownload size={14} />} loading={download.isPending} onClick={() => download.mutate()} aria-label={`Download the audit bundle of ${displayId}`}>
      Bundle
    </Button>
  );
}
