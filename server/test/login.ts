import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AUTH, DEMO_CLIENT, type TokenAnswer } from '../../src/domain/identityApi';
import type { EnterpriseState, Role } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { enterprises, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/users.seed';
import { emailKey, phoneKey } from '../lib/accountKeys';
import { logonIdKey } from '../lib/auth/logonIdKey';
import { hashPassword } from '../lib/auth/passwords';

/** The answer every captcha accepts in tests (createTestDb's configuration sets PORTAL_TEST_CAPTCHA to it). */
export const TEST_CAPTCHA = 'T3ST';

export { DEMO_PASSWORD };

/** A fresh captcha key, fetched so that the next login may use it. */
export async function fetchCaptcha(app: FastifyInstance): Promise<string> {
  const randomStr = `t${randomBytes(8).toString('hex')}`;
  const response = await app.inject({ method: 'GET', url: `/api${AUTH.captcha}?randomStr=${randomStr}` });
  if (response.statusCode !== 200) throw new Error(`captcha: HTTP ${response.statusCode} ${response.body}`);
  return randomStr;
}

/** The password-grant form the web client sends, with a fresh captcha; `fields` overrides any part. */
export async function tokenForm(app: FastifyInstance, logonId: string, password = DEMO_PASSWORD, fields: Record<string, string> = {}) {
  return {
    grant_type: 'password',
    client_id: DEMO_CLIENT.id,
    client_secret: DEMO_CLIENT.secret,
    scope: 'server',
    username: logonId,
    password,
    code: TEST_CAPTCHA,
    randomStr: await fetchCaptcha(app),
    ...fields,
  };
}

/** Logs in through the real token endpoint (form-encoded, as the client does); throws unless it worked. */
export async function loginAs(app: FastifyInstance, logonId: string, password = DEMO_PASSWORD): Promise<TokenAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: AUTH.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(await tokenForm(app, logonId, password)).toString(),
  });
  const body = response.json() as TokenAnswer & { code?: number; message?: string };
  if (response.statusCode !== 200 || !body.access_token) throw new Error(`login of ${logonId} failed: ${response.body}`);
  return body;
}

/** The Authorization header of the web-ts calls (`bearer <token>`); other calls also accept the raw token. */
export function authHeader(token: string | Pick<TokenAnswer, 'access_token'>): { authorization: string } {
  return { authorization: `bearer ${typeof token === 'string' ? token : token.access_token}` };
}

export interface TestUserInput {
  logonId: string;
  role: Role;
  password?: string;
  nickname?: string;
  cnName?: string;
  email?: string;
  phone?: string;
  /** makes the user a member of a new enterprise in this state */
  enterprise?: { state: EnterpriseState; cnName?: string; creditCode?: string };
}

export interface TestUser {
  userId: string;
  logonId: string;
  enterpriseId: string | null;
}

/** Inserts a user (and its enterprise) directly, for tests that need accounts of their own. */
export async function createUser(db: Db, input: TestUserInput): Promise<TestUser> {
  let enterpriseId: string | null = null;
  if (input.enterprise) {
    const [row] = await db
      .insert(enterprises)
      .values({
        cnName: input.enterprise.cnName ?? `${input.logonId} 测试企业有限公司`,
        creditCode: input.enterprise.creditCode ?? randomBytes(9).toString('hex').toUpperCase(),
        contactName: input.cnName ?? '测试联系人',
        state: input.enterprise.state,
        stateValue: input.enterprise.state,
      })
      .returning({ id: enterprises.id });
    enterpriseId = row!.id;
  }
  const email = input.email ?? `${input.logonId.toLowerCase()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      logonId: input.logonId,
      logonIdKey: logonIdKey(input.logonId),
      passwordHash: await hashPassword(input.password ?? DEMO_PASSWORD),
      role: input.role,
      nickname: input.nickname ?? input.logonId,
      cnName: input.cnName ?? '',
      email,
      emailKey: emailKey(email),
      phone: input.phone ?? '',
      phoneKey: phoneKey(input.phone ?? ''),
      enterpriseId,
    })
    .returning({ id: users.id });
  return { userId: user!.id, logonId: input.logonId, enterpriseId };
}
