import { object, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/domain/errorCodes';
import { AppError } from './errors';
import { parseWith, withoutPrototypeKeys } from './validateBody';

const schema = object({ name: string().required('required'), nested: object({ city: string() }).default(undefined) });

describe('parseWith and keys named after Object.prototype members (found by the endpoint fuzzer: HTTP 500)', () => {
  it('answers a body with toString, constructor or hasOwnProperty keys as any other body, not with a TypeError', async () => {
    await expect(parseWith(schema, { name: 'ok', toString: '', constructor: {}, nested: { hasOwnProperty: 1, city: '大阪' } })).resolves.toEqual({
      name: 'ok',
      nested: { city: '大阪' },
    });
    const refused = await parseWith(schema, { toString: '' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(ErrorCode.VALIDATION);
  });

  it('drops those keys at any depth and keeps everything else', () => {
    expect(withoutPrototypeKeys({ a: [{ valueOf: 1, b: 2 }], toString: 'x', c: null })).toEqual({ a: [{ b: 2 }], c: null });
  });
});
