import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ErrorCode } from '../../src/domain/errorCodes';
import { AUTH } from '../../src/domain/identityApi';
import type { Role } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { authHeader, createUser, loginAs } from './login';
import { get, post, type Caller } from './shipping/shipping.testkit';

export { get, post, type Caller };

/** A user of `role` (staff or customer) logged in through the real token endpoint, with a Chinese name of its own. */
export async function staffCaller(
  app: FastifyInstance,
  db: Db,
  role: Role,
  cnName = `职员${randomBytes(2).toString('hex')}`,
): Promise<Caller & { cnName: string }> {
  const logonId = `stf_${randomBytes(5).toString('hex')}`;
  const user = await createUser(db, { logonId, role, cnName, ...(role === 'enterprise' ? { enterprise: { state: 'APPROVED' as const } } : {}) });
  return { userId: user.userId, enterpriseId: user.enterpriseId, headers: authHeader(await loginAs(app, logonId)), cnName };
}

/** The caller is refused with 10403 (HTTP 200) and is still logged in afterwards. */
export async function expectRefusedAndStillLoggedIn(app: FastifyInstance, answer: { code: number }, caller: Caller): Promise<void> {
  expect(answer).toMatchObject({ code: ErrorCode.NO_PERMISSION });
  const info = await app.inject({ method: 'POST', url: AUTH.userInfo, headers: caller.headers });
  expect(info.statusCode, info.body).toBe(200);
}
