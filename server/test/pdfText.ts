import { inflateSync } from 'node:zlib';

/**
 * For tests: the text runs of a PDF written by pdfkit, as a reader would extract them. Each
 * run's glyph ids are turned back into characters through the font's ToUnicode map (pdfkit
 * writes one per embedded font: each glyph used and the character it stands for), so a run
 * reads back only if its glyphs were embedded and drawn. One font per file is assumed
 * (the portal's CJK font, server/lib/pdf/cjkFont.ts), which the PDFs' tests check.
 */
export function textRunsInPdf(pdf: Buffer): string[] {
  const streams = streamBodies(pdf).map(inflated);
  const glyphs = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const cmap of streams.filter((s) => s.includes('begincmap'))) {
    for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const range of (section[1] as string).matchAll(/<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
        const start = parseInt(range[1] as string, 16);
        // A ligature's entry holds several characters, written with spaces between them: <0066 0069> is "fi".
        [...(range[2] as string).matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((hex, index) =>
          glyphs.set(start + index, utf16((hex[1] as string).replace(/\s/g, ''))),
        );
      }
    }
    for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of (section[1] as string).matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
        glyphs.set(parseInt(pair[1] as string, 16), utf16((pair[2] as string).replace(/\s/g, '')));
    }
  }
  const runs: string[] = [];
  for (const content of streams.filter((s) => !s.includes('begincmap'))) {
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const ids = [...(shown[1] as string).matchAll(/<([0-9a-fA-F]+)>/g)].flatMap((hex) => (hex[1] as string).match(/.{4}/g) ?? []);
      runs.push(ids.map((id) => glyphs.get(parseInt(id, 16)) ?? '\uFFFD').join(''));
    }
  }
  return runs;
}

/**
 * Each stream's bytes, exactly as long as its dictionary's /Length says: compressed data may
 * itself end in a carriage return, which a search for the `endstream` keyword would take for
 * the line break before it (and then cut the data short by one byte).
 */
export function streamBodies(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const bodies: Buffer[] = [];
  for (const found of text.matchAll(/\/Length (\d+)\b[^]*?>>\s*stream\r?\n/g)) {
    const start = (found.index ?? 0) + found[0].length;
    bodies.push(pdf.subarray(start, start + Number(found[1])));
  }
  return bodies;
}

function inflated(body: Buffer): string {
  try {
    return inflateSync(body).toString('latin1');
  } catch {
    return body.toString('latin1');
  }
}
