import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';

describe('ApiError', () => {
  it('is an Error named ApiError carrying what the HTTP module knew', () => {
    const error = new ApiError('请检查输入', { kind: 'business', status: 200, code: 10422, fields: { email: '邮箱格式错误' }, data: { id: 1 } });
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toBe('ApiError: 请检查输入');
    expect({ ...error }).toEqual({ name: 'ApiError', kind: 'business', status: 200, code: 10422, fields: { email: '邮箱格式错误' }, data: { id: 1 } });
  });
});
