import { inflateSync } from 'node:zlib';

export interface RgbImage {
  width: number;
  height: number;
  /** 3 bytes per pixel, rows top to bottom */
  pixels: Buffer;
}

/** For tests: the RGB images of a PDF written by pdfkit (Flate-compressed DeviceRGB XObjects), decoded. */
export function rgbImagesInPdf(pdf: Buffer): RgbImage[] {
  const raw = pdf.toString('latin1');
  const images: RgbImage[] = [];
  for (const match of raw.matchAll(/<<([^<>]*?)>>\s*stream\r?\n/g)) {
    const dict = match[1] as string;
    if (!dict.includes('/Subtype /Image') || !dict.includes('/ColorSpace /DeviceRGB') || !dict.includes('/FlateDecode')) continue;
    const number = (key: string) => Number(new RegExp(`/${key} (\\d+)`).exec(dict)?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    const body = pdf.subarray(start, start + number('Length'));
    images.push({ width: number('Width'), height: number('Height'), pixels: inflateSync(body) });
  }
  return images;
}
