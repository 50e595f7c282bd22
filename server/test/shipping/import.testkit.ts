import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Answer, Headers } from './shipping.testkit';

/** Spreadsheets and multipart uploads for the import tests. */

/** An .xlsx whose first sheet has a header row and then `rows` (a cell `{ formula }` is a real formula). */
export async function xlsx(rows: (string | number | { formula: string; result?: string })[][], header: string[] = ['header']): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const BOUNDARY = '----portal-import-test';

function multipart(data: Buffer, { field = 'file', name = 'import.xlsx' } = {}): { payload: Buffer; headers: Record<string, string> } {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export async function upload<T>(
  app: FastifyInstance,
  path: string,
  headers: Headers,
  data: Buffer,
  query: Record<string, string> = {},
  options?: { field?: string },
): Promise<Answer<T>> {
  const body = multipart(data, options);
  const response = await app.inject({ method: 'POST', url: `/api${path}`, query, headers: { ...headers, ...body.headers }, payload: body.payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
