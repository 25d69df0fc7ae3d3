import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBoxOff } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import type { Package } from '../api/package-queries';
import { usePackagingMutations } from '../api/use-packaging-mutations';

/** Unpacks a package after a confirmation that says what becomes loose; the package itself stays, empty. */
export function UnpackButton({ pkg }: { pkg: Package }) {
  const [confirming, setConfirming] = useState(false);
  const release = usePackagingMutations().unpack;
  const confirm = () =>
    release.mutate(pkg.display_id, {
      onSuccess: (result) => {
        toast.success(result.msg || 'Package unpacked');
        setConfirming(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconBoxOff size={16} />} onClick={() => setConfirming(true)}>
        Unpack
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Unpack ${pkg.display_id}?`} centered>
        <Stack gap="md">
          <Text size="sm">
            Everything directly inside becomes loose again ({pkg.items_count} item{pkg.items_count === 1 ? '' : 's'}
            {pkg.packages_count ? `, ${pkg.packages_count} package${pkg.packages_count === 1 ? '' : 's'}` : ''}). The package itself stays, empty.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep packed
            </Button>
            <Button color="red" onClick={confirm} loading={release.isPending}>
              Unpack
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
