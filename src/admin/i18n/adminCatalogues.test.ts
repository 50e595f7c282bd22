import { describe, expect, it } from 'vitest';
import ja from './ja.json';
import zh from './zh.json';

describe('the console’s catalogues', () => {
  it('have the same keys in both languages, every one prefixed admin. and filled', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(zh).sort());
    for (const catalogue of [zh, ja]) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(key.startsWith('admin.'), key).toBe(true);
        expect(text.trim(), key).not.toBe('');
      }
    }
  });

  it('are kept sorted by key, so that added keys merge cleanly', () => {
    for (const catalogue of [zh, ja]) expect(Object.keys(catalogue)).toEqual(Object.keys(catalogue).sort());
  });
});
