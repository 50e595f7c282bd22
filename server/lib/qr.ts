import QRCode from 'qrcode';

/** A QR code of `text` as PNG bytes (the footer's WeChat code; payment QR codes later). */
export function qrPng(text: string, width = 256): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width, margin: 1, errorCorrectionLevel: 'M' });
}
