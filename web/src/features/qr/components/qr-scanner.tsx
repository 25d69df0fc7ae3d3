import { Alert, Box, Button, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconQrcode } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { COUNTERFEIT_MESSAGE } from '../../../lib/toast';
import type { IdKind } from '../../../lib/display-id';
import { decodeQrPhoto } from '../api/qr-api';
import { createFrameDecoder } from '../model/frame-decoder';
import { displayIdFromQr } from '../model/qr-payload';

export type ScanResult = { displayId: string; kind: IdKind };

const SCAN_EVERY_MS = 150;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'Camera access was refused. Allow it in the browser, or use a photo.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device. Use a photo instead.';
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it, or use a photo.';
  return `The camera could not start (${errorMessage(error)}). Use a photo instead.`;
}

/** The live camera view: scans frames until one holds a QR code of ours, then stops the camera. */
function CameraView({ onResult }: { onResult: (result: ScanResult) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | 'error'>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [foreign, setForeign] = useState(false);
  const done = useRef(onResult);
  done.current = onResult;

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no media devices', 'NotFoundError');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
        if (stopped) return stop();
        const element = video.current!;
        element.srcObject = stream;
        await element.play().catch(() => undefined);
        const decode = await createFrameDecoder();
        setState('scanning');
        const tick = async () => {
          if (stopped) return;
          const text = await decode(element).catch(() => null);
          if (stopped) return;
          if (text) {
            const found = displayIdFromQr(text);
            if (found) {
              stop();
              done.current(found);
              return;
            }
            setForeign(true);
          }
          timer = setTimeout(tick, SCAN_EVERY_MS);
        };
        void tick();
      } catch (error) {
        if (stopped) return;
        setProblem(cameraProblem(error));
        setState('error');
        stop();
      }
    })();
    return stop;
  }, []);

  return (
    <Stack gap="sm">
      {state === 'error' ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : (
        <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: 'var(--mantine-color-ink-9)' }}>
          <video ref={video} muted playsInline aria-label="Camera view" data-testid="qr-camera" style={{ width: '100%', display: 'block', aspectRatio: '4 / 3', objectFit: 'cover' }} />
          {state === 'starting' && (
            <Group pos="absolute" inset={0} justify="center" role="status">
              <Loader color="brass" />
            </Group>
          )}
        </Box>
      )}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {state === 'scanning' ? (foreign ? 'This QR code is not one of ours. Point the camera at the tag of an item or package.' : 'Point the camera at the QR code on the tag.') : ''}
      </Text>
    </Stack>
  );
}

/**
 * Scan a tag's QR code: with the camera (BarcodeDetector, or jsQR where the browser has none), or from a photo,
 * which the server decodes and checks. Either way the result is one of our ids, of an item or a package.
 */
export function QrScanButton({ onResult, label = 'Scan QR code' }: { onResult: (result: ScanResult) => void; label?: string }) {
  const [opened, setOpened] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const finish = (result: ScanResult) => {
    setOpened(false);
    onResult(result);
  };

  const readPhoto = async (file: File | null) => {
    if (!file) return;
    setPhotoError(null);
    setReading(true);
    try {
      const { display_id } = await decodeQrPhoto(file);
      const found = displayIdFromQr(display_id);
      if (!found) throw new Error(COUNTERFEIT_MESSAGE);
      finish(found);
    } catch {
      setPhotoError(COUNTERFEIT_MESSAGE);
    } finally {
      setReading(false);
    }
  };

  return (
    <>
      <Button variant="light" leftSection={<IconQrcode size={16} />} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Scan a QR code" centered size="lg">
        <Stack gap="md">
          {opened && <CameraView onResult={finish} />}
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              No camera, or it cannot focus?
            </Text>
            <FileButton onChange={readPhoto} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhoto size={16} />} loading={reading}>
                  Use a photo
                </Button>
              )}
            </FileButton>
          </Group>
          {photoError && (
            <Alert color="red" variant="light" role="alert" icon={<IconCamera size={18} />}>
              {photoError}
            </Alert>
          )}
        </Stack>
      </Modal>
    </>
  );
}
