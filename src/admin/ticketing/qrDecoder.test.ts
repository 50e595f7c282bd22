import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodePixels, ticketNoOf, type Pixels } from './qrDecoder';

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
