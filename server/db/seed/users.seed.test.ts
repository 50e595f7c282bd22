import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../src/domain/identityApi';
import { STAFF_ROLES } from '../../../src/domain/roles';
import { verifyPassword } from '../../lib/auth/passwords';
import { createTestDb, type TestDb } from '../../test/testDb';
import { enterprises, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISE, DEMO_PASSWORD, demoAccountsNotice, usersSeed } from './users.seed';
import { CREDIT_CODE, isMobile } from '../../../src/domain/validation/accountRules';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('demo accounts', () => {
  it('are the accounts of DOMAIN "Demo mode", one per staff role', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.logonId)).toEqual([
      'demo.passenger',
      'demo.shipper',
      'demo.reviewer',
      'demo.clerk',
      'demo.shipping',
      'demo.editor',
      'demo.admin',
    ]);
    expect(
      DEMO_ACCOUNTS.filter((a) => STAFF_ROLES.includes(a.role as never))
        .map((a) => a.role)
        .sort(),
    ).toEqual([...STAFF_ROLES].sort());
    for (const account of DEMO_ACCOUNTS) {
      expect(account.email).toMatch(/@example\.com$/);
      expect(isMobile(account.phone), account.phone).toBe(true);
    }
    expect(DEMO_ENTERPRISE.creditCode).toMatch(CREDIT_CODE);
  });

  it('are never seeded in production (a demo-only step)', () => {
    expect(usersSeed.demoOnly).toBe(true);
  });

  it('exist with their roles and the shared password, each with its own salt', async () => {
    const rows = await testDb.db
      .select({ logonId: users.logonId, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(
        inArray(
          users.logonId,
          DEMO_ACCOUNTS.map((a) => a.logonId),
        ),
      );
    expect(rows.map((r) => [r.logonId, r.role]).sort()).toEqual(DEMO_ACCOUNTS.map((a) => [a.logonId, a.role]).sort());
    expect(new Set(rows.map((r) => r.passwordHash)).size).toBe(rows.length);
    for (const row of rows) expect(await verifyPassword(DEMO_PASSWORD, row.passwordHash)).toBe(true);
  });

  it('put demo.shipper in an APPROVED enterprise', async () => {
    const [row] = await testDb.db
      .select({ state: enterprises.state, stateValue: enterprises.stateValue, cnName: enterprises.cnName })
      .from(users)
      .innerJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .where(eq(users.logonId, 'demo.shipper'));
    expect(row).toEqual({ state: 'APPROVED', stateValue: 'APPROVED', cnName: DEMO_ENTERPRISE.cnName });
  });

  it('are printed with the password and the OAuth client, but never a secret from the environment', () => {
    const notice = demoAccountsNotice({ clientId: DEMO_CLIENT.id, clientSecret: DEMO_CLIENT.secret });
    for (const account of DEMO_ACCOUNTS) expect(notice).toContain(account.logonId);
    expect(notice).toContain(DEMO_PASSWORD);
    expect(notice).toContain(`${DEMO_CLIENT.id} / ${DEMO_CLIENT.secret}`);
    expect(notice).toContain('/tickets/admin/login');
    expect(demoAccountsNotice({ clientId: 'web', clientSecret: 'real-secret' })).not.toContain('real-secret');
  });
});
