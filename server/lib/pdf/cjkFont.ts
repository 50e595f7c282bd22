import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The one font of the portal's PDFs (e-tickets, bills of lading): Noto Sans Hans (the
 * simplified-Chinese cut of Noto Sans CJK), from the npm package @embedpdf/fonts-sc so that every
 * machine that installs the project has it. Besides every unified ideograph it holds kana, Latin
 * and full-width forms, so Chinese and Japanese names (山田花子, やまだ, 渡辺, 张伟) print with the
 * same face; pdfkit embeds only the glyphs a document uses, so a PDF weighs tens of kilobytes,
 * not the font's eight megabytes.
 */
export const CJK_FONT_NAME = 'NotoSansHans-Regular';

/** The font file inside the package (its exports name only the script, so the path is found from there). */
export function cjkFontPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return path.join(path.dirname(entry), '..', 'fonts', `${CJK_FONT_NAME}.otf`);
}

/** Registers the font as 'cjk' on a new pdfkit document. */
export function useCjkFont(doc: PDFKit.PDFDocument): void {
  doc.registerFont('cjk', cjkFontPath());
  doc.font('cjk');
}
