import { createRequire } from 'node:module';
import path from 'node:path';
import type { Lang } from '../../../src/domain/lang';

/**
 * The faces of the portal's PDFs (e-tickets, bills of lading), both Noto Sans CJK cuts from npm
 * packages so that every machine that installs the project has them (resolved from node_modules,
 * in dist-server as in the sources):
 * - 'cjk', Noto Sans Hans (@embedpdf/fonts-sc): the simplified-Chinese cut. It holds every unified
 *   ideograph besides kana, Latin and full-width forms, so any name prints with it.
 * - 'jp', Noto Sans JP (@embedpdf/fonts-jp): the Japanese cut. The same character is drawn
 *   differently in Japan (直, 誤, 角, 骨): Japanese text in Chinese shapes looks wrong to a Japanese
 *   reader. It holds only the Japanese character set (no 张, 贸, 际, 鉴), hence the rule `fontFor`.
 * pdfkit embeds only the glyphs a document uses, so a PDF weighs tens of kilobytes, not megabytes.
 */
const CJK_FONT_NAME = 'NotoSansHans-Regular';
const JP_FONT_NAME = 'NotoSansJP-Regular';

type Face = 'cjk' | 'jp';

const resolveHere = createRequire(import.meta.url).resolve;

/** A font file inside its package (the packages' exports name only their script, so the path is found from there). */
function fontPath(pkg: string, name: string): string {
  return path.join(path.dirname(resolveHere(pkg)), '..', 'fonts', `${name}.otf`);
}

const FILES: Record<Face, () => string> = {
  cjk: () => fontPath('@embedpdf/fonts-sc', CJK_FONT_NAME),
  jp: () => fontPath('@embedpdf/fonts-jp', JP_FONT_NAME),
};

interface CharacterMap {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
let jpCharacters: CharacterMap | undefined;

/**
 * Which characters the Japanese face has, read once per process with fontkit — the font reader
 * pdfkit itself uses, loaded from pdfkit's own dependencies since the portal does not list it.
 */
function jpHas(codePoint: number): boolean {
  if (!jpCharacters) {
    const fontkit = createRequire(resolveHere('pdfkit'))('fontkit') as { openSync(file: string): CharacterMap };
    jpCharacters = fontkit.openSync(FILES.jp());
  }
  return jpCharacters.hasGlyphForCodePoint(codePoint);
}

/**
 * The face of one text run: in a Japanese document the Japanese face when it has every character
 * of the run, else the Chinese one (a Chinese name such as 张伟 on a Japanese ticket still
 * prints, whole, in one face); in a Chinese document always the Chinese face.
 */
export function fontFor(text: string, lang: Lang): Face {
  if (lang !== 'jp') return 'cjk';
  for (const ch of text) if (!/\s/.test(ch) && !jpHas(ch.codePointAt(0) as number)) return 'cjk';
  return 'jp';
}

/**
 * Registers the faces on a new pdfkit document and makes its `text` set each run in the face
 * `fontFor` picks, so that every text the renderer writes (today's and any added later) follows
 * the one rule. The Japanese face is registered in Japanese documents only: a Chinese PDF
 * carries Noto Sans Hans alone.
 */
export function useCjkFonts(doc: PDFKit.PDFDocument, lang: Lang): void {
  doc.registerFont('cjk', FILES.cjk());
  if (lang === 'jp') doc.registerFont('jp', FILES.jp());
  doc.font('cjk');
  const write = doc.text.bind(doc) as (text: string | number, ...rest: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((text: string | number, ...rest: unknown[]) => {
    doc.font(fontFor(String(text), lang));
    return write(text, ...rest);
  }) as typeof doc.text;
}
