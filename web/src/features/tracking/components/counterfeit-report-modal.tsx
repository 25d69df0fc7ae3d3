import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { devicePosition, reverseGeocode } from '../../../lib/place-lookup';
import { toast } from '../../../lib/toast';
import { useTrackingMutations } from '../api/use-tracking-mutations';

export const COUNTERFEIT_REASONS = ['Location-based issue', 'Different owner detected', 'Batch ID related issue', 'Others'];

/** Counterfeit report (no sign-in): a reason from the fixed list and the reporter's address. */
export function CounterfeitReportModal({
  displayId,
  opened,
  onClose,
  editableId = false,
}: {
  displayId: string;
  opened: boolean;
  onClose: () => void;
  /** The id comes from what a visitor typed ("Report it"): it is shown in a field they can correct. */
  editableId?: boolean;
}) {
  const [item, setItem] = useState(displayId);
  useEffect(() => setItem(displayId), [displayId]);
  const [reason, setReason] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [locating, setLocating] = useState(false);
  const report = useTrackingMutations().reportCounterfeit;

  /** The address comes from the device location by reverse lookup; failures are only logged. */
  const fillFromDevice = async () => {
    setLocating(true);
    try {
      const position = await devicePosition();
      if (!position) return;
      const street = await reverseGeocode(position.lat, position.lng);
      setAddress((current) => current || street || `${position.lat.toFixed(5)}, ${position.lng.toFixed(5)}`);
    } finally {
      setLocating(false);
    }
  };

  // Filled as soon as the dialog opens (the visitor can still correct it).
  useEffect(() => {
    if (opened) void fillFromDevice();
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { address, item: item.trim(), query: reason ?? '' },
      {
        onSuccess: () => {
          toast.success('complaint successfully registered');
          setReason(null);
          setAddress('');
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Report a suspected counterfeit" centered radius="lg">
      <form onSubmit={submit}>
        <Stack gap="md">
          {editableId ? (
            <>
              <Text size="sm" c="dimmed">
                Tell the brand what looks wrong. Reports are reviewed by the brand's protection team.
              </Text>
              <TextInput label="Id on the tag" placeholder="INVE000001 or PACK000001" value={item} onChange={(event) => setItem(event.currentTarget.value)} maxLength={64} required />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Tell the brand what looks wrong with item <strong>{displayId}</strong>. Reports are reviewed by the brand's protection team.
            </Text>
          )}
          <Select label="Reason" placeholder="Choose the reason" data={COUNTERFEIT_REASONS} value={reason} onChange={setReason} comboboxProps={{ withinPortal: true }} />
          <TextInput
            label="Where are you?"
            placeholder="Street, city"
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            rightSectionWidth={120}
            rightSection={
              <Button size="compact-xs" variant="subtle" leftSection={<IconCurrentLocation size={14} />} onClick={() => void fillFromDevice()} loading={locating}>
                Locate me
              </Button>
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
