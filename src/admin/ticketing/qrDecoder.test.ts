// @vitest-environment jsdom
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createFrameReader, decodePixels, ticketNoOf, type Pixels } from './qrDecoder';

/** A QR code as the camera would see it: black modules on white, scaled, with its quiet zone. */
function qrImage(text: string, scale = 4, margin = 4): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + margin * 2) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const mx = Math.floor(x / scale) - margin;
      const my = Math.floor(y / scale) - margin;
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx);
      if (dark) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, width: size, height: size };
}

describe('reading a ticket’s QR code', () => {
  it('reads the ticket number a generated QR code holds', async () => {
    expect(await decodePixels(qrImage('T2611220001-1-2'))).toBe('T2611220001-1-2');
  });

  it('finds nothing in a blank frame', async () => {
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    expect(await decodePixels(blank)).toBeNull();
  });

  it('takes a typed or scanned code as a ticket number: trimmed, upper case', () => {
    expect(ticketNoOf('  t2611220001-1-2 \n')).toBe('T2611220001-1-2');
    expect(ticketNoOf('   ')).toBeNull();
  });
});

describe('the frame reader', () => {
  it('uses the browser’s BarcodeDetector when it reads QR codes', async () => {
    class FakeDetector {
      static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
      constructor(readonly options: { formats: string[] }) {}
      detect = () => Promise.resolve([{ rawValue: 'T2611220001-1-1' }]);
    }
    const read = await createFrameReader({ BarcodeDetector: FakeDetector, document });
    expect(await read({} as HTMLVideoElement)).toBe('T2611220001-1-1');
  });

  it('falls back to the canvas when the detector knows no QR codes, and reads nothing before the video has a frame', async () => {
    class BarcodesOnly {
      static getSupportedFormats = () => Promise.resolve(['ean_13']);
      detect = () => Promise.reject(new Error('not used'));
    }
    const read = await createFrameReader({ BarcodeDetector: BarcodesOnly, document });
    expect(await read({ videoWidth: 0, videoHeight: 0 } as HTMLVideoElement)).toBeNull();
  });
});
