import { describe, expect, it } from 'vitest';
import { sqlOutsideRepositories, sqlSitesIn } from './sqlOutsideRepositories';

describe('SQL lives in *.repository.ts', () => {
  it('counts a query chain once, with the sql templates inside it, and a sql template on its own', () => {
    const source = [
      'await tx.update(t).set({ n: sql`${t.n} + 1` }).where(eq(t.id, id));',
      'const [row] = await db.select().from(t);',
      'await store.insert(values);',
      'const expression = sql`now()`;',
    ].join('\n');
    expect(sqlSitesIn('x.ts', source).map((site) => site.line)).toEqual([1, 2, 4]);
  });

  it('finds none in server/modules outside the repositories', () => {
    expect(sqlOutsideRepositories()).toEqual([]);
  });
});
