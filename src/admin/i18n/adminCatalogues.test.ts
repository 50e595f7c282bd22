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

describe('message ids used by the console', () => {
  // admin.* ids are typed by pattern (src/i18n/messageIds.d.ts), so this is where a misspelt one is caught.
  it('each literal admin.* id in src/admin is in the catalogue', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const [, id] of source.matchAll(/['"`](admin\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"`]/g)) {
        // A prefix that ids are built on (admin.audit.actions + an action code) counts when some id has it.
        const isPrefix = (prefix: string) => Object.keys(zh).some((key) => key.startsWith(`${prefix}.`));
        if (id && !(id in zh) && !isPrefix(id)) missing.push(`${file}: ${id}`);
      }
    }
    expect(files.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
