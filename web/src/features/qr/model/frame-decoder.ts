/**
 * Reads QR codes from video frames: the browser's BarcodeDetector where it supports QR codes (Chrome on
 * Android and macOS, Safari), otherwise jsQR on the frame's pixels. jsQR is downloaded only when needed.
 */
export type FrameDecoder = (video: HTMLVideoElement) => Promise<string | null>;

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

/** Frames are scaled down to this many pixels on their longer side before jsQR reads them (its cost grows with the area). */
const MAX_SIDE = 800;

export async function createFrameDecoder(): Promise<FrameDecoder> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const formats = (await native.getSupportedFormats?.().catch(() => [])) ?? [];
    if (formats.includes('qr_code')) {
      const detector = new native({ formats: ['qr_code'] });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth || !video.videoHeight) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}
