import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { downloadBundle } from '../../../lib/transparency/log-check';
import { useExplorerMutations } from '../api/use-explorer-mutations';

/** Downloads an item's or package's audit bundle (for `npm run verify`). */
export function DownloadBundleButton({ displayId }: { displayId: string }) {
  const download = useExplorerMutations().fetchBundle;
  return (
    <Button size="xs" variant="subtle" leftSection={<IconDownload size={14} />} loading={download.isPending} onClick={() => download.mutate(displayId, { onSuccess: downloadBundle, onError: (error) => toast.error(errorMessage(error)) })} aria-label={`Download the audit bundle of ${displayId}`}>
      Bundle
    </Button>
  );
}
