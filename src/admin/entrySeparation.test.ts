import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The customer site's module graph, from src/main.tsx through every static and dynamic
 * import (type-only imports leave nothing in the bundle and are skipped). The build's
 * manifest check (scripts/bundle-size.mjs) says the same of the built chunks.
 */
const ROOT = path.resolve(__dirname, '../..');
const IMPORT =
  /(?:^|\n)\s*import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*export\s+(?!type\s)[^'"]*?\sfrom\s+['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const ext of EXTENSIONS) if (existsSync(base + ext) && /\.(ts|tsx)$/.test(base + ext)) return base + ext;
  return null;
}

function graph(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const next = resolve(file, match[1] ?? match[2] ?? match[3] ?? '');
      if (next) queue.push(next);
    }
  }
  return seen;
}

describe('the operator console is its own entry', () => {
  it('no module of src/admin is in the customer site’s graph', () => {
    const customer = [...graph(path.join(ROOT, 'src/main.tsx'))].map((file) => path.relative(ROOT, file));
    expect(customer.length).toBeGreaterThan(50);
    expect(customer.filter((file) => file.startsWith('src/admin/'))).toEqual([]);
  });

  it('the console’s graph starts from its own entry and reaches its pages', () => {
    const consoleFiles = [...graph(path.join(ROOT, 'src/admin/main.tsx'))].map((file) => path.relative(ROOT, file));
    expect(consoleFiles).toContain('src/admin/enterprises/EnterprisesPage.tsx');
    expect(consoleFiles).toContain('src/admin/accounts/StaffAccountsPage.tsx');
  });
});
