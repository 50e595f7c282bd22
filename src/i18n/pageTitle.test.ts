import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it.each([
    ['中日航运服务平台', '登录', '中日航运服务平台 - 登录'],
    ['日中航路サービス', 'ログイン', '日中航路サービス - ログイン'],
    ['中日航运服务平台', undefined, '中日航运服务平台'],
    ['中日航运服务平台', null, '中日航运服务平台'],
    ['中日航运服务平台', '', '中日航运服务平台'],
    ['中日航运服务平台', '   ', '中日航运服务平台'],
  ])('%s + %j → %s', (product, route, expected) => {
    expect(pageTitle(product, route)).toBe(expected);
  });
});
