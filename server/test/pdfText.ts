import { inflateSync } from 'node:zlib';

/**
 * For tests: the text runs of a PDF written by pdfkit, as a reader would extract them. Each
 * run's glyph ids are turned back into characters through its font's ToUnicode map (pdfkit
 * writes one per embedded font: each glyph used and the character it stands for), so a run
 * reads back only if its glyphs were embedded and drawn.
 */
export function textRunsInPdf(pdf: Buffer): string[] {
  return fontRunsInPdf(pdf).map((run) => run.text);
}

/** A text run and the font it is set in (its BaseFont without the subset tag: NotoSansJP-Regular). */
export interface FontRun {
  font: string;
  text: string;
}

/**
 * The text runs of a PDF written by pdfkit with the font of each (server/lib/pdf/cjkFont.ts sets
 * Japanese text in one face, Chinese in another). A font's glyph ids are its own, so each run is
 * read through the ToUnicode map of the font its content stream selected last (`/F2 12 Tf`).
 */
export function fontRunsInPdf(pdf: Buffer): FontRun[] {
  const objects = pdfObjects(pdf);
  const fonts = new Map<string, { name: string; glyphs: Map<number, string> }>();
  for (const object of objects.values()) {
    for (const ref of object.dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const entry of (ref[1] as string).matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(entry[2]));
        const baseFont = font?.dict.match(/\/BaseFont \/(?:[A-Z]{6}\+)?(\S+)/)?.[1];
        const toUnicode = font?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
        if (baseFont) fonts.set(entry[1] as string, { name: baseFont, glyphs: glyphMap(objects.get(Number(toUnicode))?.stream ?? '') });
      }
    }
  }
  const runs: FontRun[] = [];
  for (const object of objects.values()) {
    // Content streams only: not the ToUnicode maps, nor the font programs and images (dictionaries with a /Subtype).
    if (object.stream === undefined || object.stream.includes('begincmap') || object.dict.includes('/Subtype')) continue;
    let font: { name: string; glyphs: Map<number, string> } | undefined;
    for (const op of object.stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        font = fonts.get(op[1]);
        continue;
      }
      const ids = [...(op[2] as string).matchAll(/<([0-9a-fA-F]+)>/g)].flatMap((hex) => (hex[1] as string).match(/.{4}/g) ?? []);
      runs.push({ font: font?.name ?? '', text: ids.map((id) => font?.glyphs.get(parseInt(id, 16)) ?? '\uFFFD').join('') });
    }
  }
  return runs;
}

/** A ToUnicode CMap's glyph id → characters. */
function glyphMap(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
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
  return glyphs;
}

/**
 * The PDF's objects by number: each one's dictionary and, for a stream, its inflated content.
 * pdfkit writes every object whole in the file (no object streams), in order.
 */
function pdfObjects(pdf: Buffer): Map<number, { dict: string; stream?: string }> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  const starts = [...text.matchAll(/(?:^|[\r\n])(\d+) 0 obj\b/g)];
  starts.forEach((start, i) => {
    const from = (start.index ?? 0) + start[0].length;
    const to = starts[i + 1]?.index ?? text.length;
    const chunk = text.slice(from, to);
    const streamAt = chunk.match(/>>\s*stream\r?\n/);
    if (!streamAt) {
      objects.set(Number(start[1]), { dict: chunk });
      return;
    }
    const dict = chunk.slice(0, (streamAt.index ?? 0) + 2);
    const length = Number(dict.match(/\/Length (\d+)\b/)?.[1] ?? 0);
    const bodyStart = from + (streamAt.index ?? 0) + streamAt[0].length;
    objects.set(Number(start[1]), { dict, stream: inflated(pdf.subarray(bodyStart, bodyStart + length)) });
  });
  return objects;
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
