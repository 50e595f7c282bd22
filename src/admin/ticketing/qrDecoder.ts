/**
 * Reading a ticket's QR code (the e-ticket's code holds the ticket number). The browser's own
 * BarcodeDetector is used where it exists; elsewhere jsQR reads the frame's pixels, loaded only
 * when a camera is actually scanning.
 */

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The text of a QR code in an RGBA image, or null when none is found. */
export async function decodePixels(image: Pixels): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** What a scanned or typed code gives as a ticket number: trimmed, upper case; null when empty. */
export function ticketNoOf(text: string): string | null {
  const value = text.trim().toUpperCase();
  return value ? value : null;
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/**
 * A reader of video frames: BarcodeDetector when the browser has one that knows QR codes,
 * else jsQR on the frame drawn to a canvas.
 */
export async function createFrameReader(
  scope: { BarcodeDetector?: unknown; document: Document } = globalThis as never,
): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Detector = scope.BarcodeDetector as (BarcodeDetectorClass & { getSupportedFormats?(): Promise<string[]> }) | undefined;
  const formats: string[] = (await Detector?.getSupportedFormats?.().catch(() => [])) ?? [];
  if (Detector && formats.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const canvas = scope.document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return decodePixels(context.getImageData(0, 0, canvas.width, canvas.height));
  };
}
