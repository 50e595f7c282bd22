import { describe, expect, it } from 'vitest';
import ja from './ja.json';
import zh from './zh.json';
import { loadCatalogue } from './catalogues';

const catalogues = { zh: zh as Record<string, string>, ja: ja as Record<string, string> };

describe('message catalogues', () => {
  it.each([
    ['zh', 'ja'],
    ['ja', 'zh'],
  ] as const)('every %s key exists in %s', (from, to) => {
    const missing = Object.keys(catalogues[from]).filter((key) => !(key in catalogues[to]));
    expect(missing).toEqual([]);
  });

  it.each(['zh', 'ja'] as const)('no %s value is empty', (lang) => {
    const empty = Object.entries(catalogues[lang])
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(['zh', 'ja'] as const)('%s placeholders match the other language', (lang) => {
    const other = lang === 'zh' ? catalogues.ja : catalogues.zh;
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const mismatched = Object.entries(catalogues[lang])
      .filter(([key, value]) => key in other && names(value).join() !== names(other[key] ?? '').join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('says "Switch Language Success" in each language', () => {
    expect(zh['language.switched']).toBe('切换语言成功');
    expect(ja['language.switched']).toBe('言語を切り替えました');
  });

  it('names the product as DOMAIN "Company details" says', () => {
    expect(zh['app.productName']).toBe('中日航运服务平台');
    expect(ja['app.productName']).toBe('日中航路サービス');
  });

  it('loads the catalogue of the asked language only', async () => {
    expect((await loadCatalogue('zh'))['menu.index']).toBe(zh['menu.index']);
    expect((await loadCatalogue('jp'))['menu.index']).toBe(ja['menu.index']);
  });
});
