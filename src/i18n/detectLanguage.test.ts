import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detectLanguage';

describe('detectLanguage', () => {
  it.each([
    // stored choice wins over the browser
    ['zh', ['ja-JP'], 'zh'],
    ['jp', ['zh-CN'], 'jp'],
    ['jp', [], 'jp'],
    // no (or an unknown) stored choice: the browser decides
    [null, ['zh-CN', 'ja'], 'zh'],
    [null, ['zh-TW'], 'zh'],
    [null, ['zh'], 'zh'],
    [null, ['ja-JP'], 'jp'],
    [null, ['ja'], 'jp'],
    [null, ['en-US'], 'jp'],
    [null, ['en'], 'jp'],
    [null, ['EN-GB'], 'jp'],
    ['fr', ['ja-JP'], 'jp'],
    [undefined, ['ko-KR', 'ja-JP'], 'jp'],
    [undefined, ['ko-KR', 'zh-CN'], 'zh'],
    // nothing matches: Chinese
    [null, ['fr-FR', 'de'], 'zh'],
    [null, [], 'zh'],
    ['', ['ko'], 'zh'],
  ] as const)('stored %j, browser %j → %s', (stored, languages, expected) => {
    expect(detectLanguage(stored, languages)).toBe(expected);
  });
});
