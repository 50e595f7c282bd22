import { eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import { createTokensRepository } from '../../modules/auth/tokens.repository';
import { createUser } from '../../test/login';
import { createTestDb, type TestDb } from '../../test/testDb';
import { tokenOf } from './authPlugin';
import { createTokenService, hashToken, TOUCH_INTERVAL_MS } from './tokens';

let testDb: TestDb;
let now = new Date('2026-05-01T00:00:00Z');
const clock = () => new Date(now.getTime());
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const config = {
  accessTokenTtlSeconds: 7200,
  refreshTokenTtlSeconds: 7 * 86400,
  refreshReuseSeconds: 60,
  sessionIdleSeconds: 86400,
  sessionAbsoluteSeconds: 7 * 86400,
};
let tokens: ReturnType<typeof createTokenService>;

beforeAll(async () => {
  testDb = await createTestDb();
  tokens = createTokenService({ db: testDb.db, repositoryFor: (db) => createTokensRepository({ db }), config, clock });
});
afterAll(async () => {
  await testDb.close();
});

let serial = 0;
const newUser = (enterprise?: { state: 'APPROVED' }) =>
  createUser(testDb.db, { logonId: `tok.user${++serial}`, role: enterprise ? 'enterprise' : 'individual', enterprise });

async function row(tokenId: string) {
  const [found] = await testDb.db.select().from(authTokens).where(eq(authTokens.id, tokenId));
  return found!;
}

describe('tokens', () => {
  it('are 32 random bytes, kept only as SHA-256 hashes', async () => {
    const user = await newUser();
    const issued = await tokens.issue(user.userId, 'portal-web');
    expect(issued.accessToken).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(issued.accessToken, 'base64url')).toHaveLength(32);
    const stored = await row(issued.tokenId);
    expect(stored.accessHash).toBe(hashToken(issued.accessToken));
    expect(stored.refreshHash).toBe(hashToken(issued.refreshToken));
    const leaks = await testDb.db
      .select()
      .from(authTokens)
      .where(or(like(authTokens.accessHash, `%${issued.accessToken}%`), like(authTokens.refreshHash, `%${issued.refreshToken}%`)));
    expect(leaks).toEqual([]);
  });

  it('start a new family per login', async () => {
    const user = await newUser();
    const [a, b] = [await tokens.issue(user.userId, 'portal-web'), await tokens.issue(user.userId, 'portal-web')];
    expect((await row(a.tokenId)).familyId).not.toBe((await row(b.tokenId)).familyId);
  });

  it('note their use at most once a minute', async () => {
    const user = await newUser();
    const issued = await tokens.issue(user.userId, 'portal-web');
    const issuedAt = now;
    advance(TOUCH_INTERVAL_MS - 1);
    expect((await tokens.resolve(issued.accessToken)).ok).toBe(true);
    expect((await row(issued.tokenId)).lastUsedAt).toEqual(issuedAt);
    advance(1);
    const usedAt = now;
    expect((await tokens.resolve(issued.accessToken)).ok).toBe(true);
    expect((await row(issued.tokenId)).lastUsedAt).toEqual(usedAt);
  });

  it('keep the family and the session start when rotated', async () => {
    const user = await newUser();
    const first = await tokens.issue(user.userId, 'portal-web');
    const started = now;
    advance(3600_000);
    const second = await tokens.refresh(`tok.user${serial}`, first.refreshToken);
    if (!second.ok) throw new Error(second.reason);
    const [oldRow, newRow] = [await row(first.tokenId), await row(second.tokens.tokenId)];
    expect(oldRow.rotatedAt).toEqual(now);
    expect(newRow).toMatchObject({ familyId: oldRow.familyId, sessionStartedAt: started, lastUsedAt: now, rotatedAt: null, revokedAt: null });
  });

  it('never outlive the absolute limit of their session', async () => {
    const user = await newUser();
    const first = await tokens.issue(user.userId, 'portal-web');
    const sessionEnd = now.getTime() + config.sessionAbsoluteSeconds * 1000;
    advance(config.sessionAbsoluteSeconds * 1000 - 3600_000);
    // Used within the idle limit all along, as far as the row knows.
    await testDb.db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, first.tokenId));
    const next = await tokens.refresh(`tok.user${serial}`, first.refreshToken);
    if (!next.ok) throw new Error(next.reason);
    const newRow = await row(next.tokens.tokenId);
    expect(next.tokens.expiresIn).toBe(3600);
    expect(newRow.accessExpiresAt.getTime()).toBe(sessionEnd);
    expect(newRow.refreshExpiresAt.getTime()).toBe(sessionEnd);
  });

  it('revokeAllOfUser ends every session of that user only', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const a = await tokens.issue(user.userId, 'portal-web');
    const b = await tokens.issue(user.userId, 'portal-web');
    const c = await tokens.issue(other.userId, 'portal-web');
    expect(await tokens.revokeAllOfUser(user.userId)).toBe(2);
    expect(await tokens.resolve(a.accessToken)).toEqual({ ok: false, problem: 'invalid' });
    expect(await tokens.resolve(b.accessToken)).toEqual({ ok: false, problem: 'invalid' });
    expect((await tokens.resolve(c.accessToken)).ok).toBe(true);
  });

  it('revokeAllOfEnterprise ends every session of its users', async () => {
    const user = await newUser({ state: 'APPROVED' });
    const colleague = await createUser(testDb.db, { logonId: `tok.colleague${serial}`, role: 'enterprise' });
    const { enterprises, users } = await import('../../db/schema');
    await testDb.db.update(users).set({ enterpriseId: user.enterpriseId }).where(eq(users.id, colleague.userId));
    const mine = await tokens.issue(user.userId, 'portal-web');
    const theirs = await tokens.issue(colleague.userId, 'portal-web');
    expect(await tokens.revokeAllOfEnterprise(user.enterpriseId!)).toBe(2);
    expect((await tokens.resolve(mine.accessToken)).ok).toBe(false);
    expect((await tokens.resolve(theirs.accessToken)).ok).toBe(false);
    // Enabling the enterprise again does not bring revoked sessions back.
    await testDb.db.update(enterprises).set({ state: 'APPROVED' }).where(eq(enterprises.id, user.enterpriseId!));
    expect((await tokens.resolve(mine.accessToken)).ok).toBe(false);
  });

  it("join a caller's transaction, and roll back with it", async () => {
    const user = await newUser();
    const kept = await tokens.issue(user.userId, 'portal-web');
    await expect(
      testDb.db.transaction(async (tx) => {
        await tokens.revokeAllOfUser(user.userId, tx);
        throw new Error('the password change failed');
      }),
    ).rejects.toThrow('the password change failed');
    expect((await tokens.resolve(kept.accessToken)).ok).toBe(true);
  });

  it('refuse malformed input before any look-up', async () => {
    expect(await tokens.resolve('')).toEqual({ ok: false, problem: 'invalid' });
    expect(await tokens.resolve("' or 1=1 --")).toEqual({ ok: false, problem: 'invalid' });
    expect(await tokens.refresh('x', 'short')).toEqual({ ok: false, reason: 'unknown' });
  });
});

describe('tokenOf', () => {
  const of = (authorization?: string) => tokenOf({ headers: authorization === undefined ? {} : { authorization } });
  it.each([
    ['bearer abc', 'abc'],
    ['Bearer abc', 'abc'],
    ['BEARER   abc', 'abc'],
    ['abc', 'abc'],
    ['  abc  ', 'abc'],
  ])('reads "%s" as %s', (header, token) => {
    expect(of(header)).toBe(token);
  });
  it('reads nothing from an absent or blank header', () => {
    expect(of()).toBeNull();
    expect(of('   ')).toBeNull();
  });
});
