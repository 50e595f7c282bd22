import type { Lang } from '../../../../src/domain/lang';
import { CONTAINER_TYPES } from '../../../../src/domain/shipping/enums';
import { BOOKING_IMPORT_COLUMNS, BOOKING_IMPORT_HEADERS } from '../../../../src/domain/shipping/import/bookingImport';
import { CONTAINER_UPLOAD_COLUMNS, CONTAINER_UPLOAD_HEADERS } from '../../../../src/domain/shipping/import/containerUpload';
import { writeSheet } from '../../../lib/spreadsheet/spreadsheet';

/**
 * The two templates: the header row in the asked language, data rows left empty (an example
 * row would be imported when left in); a drop-down of the container types.
 */
export type TemplateKind = 'bookings' | 'containers';

const KINDS = {
  bookings: {
    columns: BOOKING_IMPORT_COLUMNS,
    headers: BOOKING_IMPORT_HEADERS as Record<string, { zh: string; ja: string; example: string }>,
    file: 'booking-import-template',
    sheet: { zh: '订舱导入', ja: 'ブッキング一括登録' },
  },
  containers: {
    columns: CONTAINER_UPLOAD_COLUMNS,
    headers: CONTAINER_UPLOAD_HEADERS as Record<string, { zh: string; ja: string; example: string }>,
    file: 'container-upload-template',
    sheet: { zh: '箱号上传', ja: 'コンテナ番号' },
  },
} as const;

export async function templateFile(kind: TemplateKind, lang: Lang): Promise<{ fileName: string; data: Buffer }> {
  const spec = KINDS[kind];
  const text = (h: { zh: string; ja: string }) => (lang === 'zh' ? h.zh : h.ja);
  const columns = spec.columns as readonly string[];
  const data = await writeSheet({
    sheetName: text(spec.sheet),
    headers: [columns.map((c) => text(spec.headers[c]!))],
    rows: [],
    widths: columns.map((c) => Math.max(14, text(spec.headers[c]!).length * 2 + 4, spec.headers[c]!.example.length + 4)),
    lists: [{ column: columns.indexOf('containerType') + 1, values: CONTAINER_TYPES }],
  });
  return { fileName: `${spec.file}-${lang}.xlsx`, data };
}
