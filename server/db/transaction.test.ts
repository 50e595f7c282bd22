import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/testDb';
import { retryableCode, transaction, withRetry } from './transaction';

/** An error as node-postgres raises it, wrapped the way Drizzle wraps query errors. */
function pgError(code: string): Error {
  const inner = Object.assign(new Error(code === '40P01' ? 'deadlock detected' : 'could not serialize access'), { code });
  return Object.assign(new Error('Failed query: update …'), { cause: inner });
}

const noWait = { sleep: async () => {}, random: () => 0.5 };

describe('withRetry', () => {
  it('runs again after a deadlock and a serialization failure, then answers', async () => {
    const thrown = [pgError('40P01'), pgError('40001')];
    let calls = 0;
    const answer = await withRetry(async () => {
      calls++;
      const next = thrown.shift();
      if (next) throw next;
      return 'done';
    }, noWait);
    expect(answer).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the bounded number of attempts with the last error', async () => {
    let calls = 0;
    const run = withRetry(
      async () => {
        calls++;
        throw pgError('40P01');
      },
      { ...noWait, attempts: 4 },
    );
    await expect(run).rejects.toThrow('Failed query');
    expect(calls).toBe(4);
  });

  it('never repeats any other error', async () => {
    let calls = 0;
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      withRetry(async () => {
        calls++;
        throw unique;
      }, noWait),
    ).rejects.toBe(unique);
    expect(calls).toBe(1);
  });

  it('waits a random share of a doubling bound between attempts (full jitter)', async () => {
    const waits: number[] = [];
    await expect(
      withRetry(
        async () => {
          throw pgError('40001');
        },
        {
          attempts: 4,
          baseDelayMs: 20,
          random: () => 0.5,
          sleep: async (ms) => {
            waits.push(ms);
          },
        },
      ),
    ).rejects.toThrow();
    // 0.5 of 20, 40, 80 ms
    expect(waits).toEqual([10, 20, 40]);
  });

  it('finds the SQLSTATE however deep Drizzle put it', () => {
    expect(retryableCode(pgError('40P01'))).toBe('40P01');
    expect(retryableCode({ code: '40001' })).toBe('40001');
    expect(retryableCode(new Error('x'))).toBeUndefined();
  });
});

describe('transaction (on the test database)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await testDb.db.execute(sql`create table retry_probe (n integer not null)`);
  });
  afterAll(() => testDb?.close());

  it('rolls back the failed attempt and commits the next one once', async () => {
    let calls = 0;
    await transaction(
      testDb.db,
      async (tx) => {
        calls++;
        await tx.execute(sql`insert into retry_probe (n) values (${calls})`);
        if (calls === 1) throw pgError('40P01');
      },
      noWait,
    );
    const rows = await testDb.db.execute<{ n: number }>(sql`select n from retry_probe order by n`);
    expect((rows as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual([2]);
    expect(calls).toBe(2);
  });
});
