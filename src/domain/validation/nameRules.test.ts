import { describe, expect, it } from 'vitest';
import { isChineseName, isJapaneseName } from './nameRules';

describe('Chinese-name fields', () => {
  it.each([
    ['张三', true],
    ['欧阳', true],
    ['阿依古丽·买买提', true],
    ['㐀', true], // CJK Extension A
    ['Smith', false],
    ['张 三', false],
    ['·张', false],
    ['张·', false],
    ['张3', false],
    ['やまだ', false],
    ['', false],
  ])('Chinese variant: %s → %s', (value, ok) => expect(isChineseName(value)).toBe(ok));

  it.each([
    ['山田', true],
    ['カタカナ', true],
    ['はなこ', true],
    ['佐々木', true],
    ['張', true],
    ['Smith', false],
    ['ﾔﾏﾀﾞ', false], // half-width katakana is not how a name is written here
    ['山田1', false],
  ])('Japanese variant: %s → %s', (value, ok) => expect(isJapaneseName(value)).toBe(ok));
});
