import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';

/** The documentation pages' cancel step (specification): No dismisses, Yes leaves for the index page. */
export function CancelDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title="Are You Sure!" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text mb="lg">You want to cancel the process?</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          No
        </Button>
        <Button
          color="brass"
          onClick={() => {
            onClose();
            void navigate({ to: '/' });
          }}
        >
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
