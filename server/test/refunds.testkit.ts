import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { WXPAY_QR_PATH } from '../../src/domain/payments';
import type { Role } from '../../src/domain/roles';
import { ORDER_PATHS, type OrderView } from '../../src/domain/ticketing/order';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { authHeader, createUser, loginAs } from './login';
import { oneWay, type Sailing } from './orders.testkit';

/** Set-up shared by the payment-return and payout tests: users, orders and calls through the real app. */

export type Headers = { authorization: string };
export interface Answer<T> {
  code: number;
  message: string;
  jpMessage?: string;
  data: T;
}

export async function staffUser(app: FastifyInstance, db: Db, role: Role): Promise<{ userId: string; headers: Headers }> {
  const logonId = `stf_${randomBytes(5).toString('hex')}`;
  const user = await createUser(db, { logonId, role });
  return { userId: user.userId, headers: authHeader(await loginAs(app, logonId)) };
}

export async function post<T>(app: FastifyInstance, path: string, headers: Headers, payload?: object): Promise<Answer<T>> {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function get<T>(app: FastifyInstance, path: string, headers: Headers): Promise<Answer<T>> {
  const response = await app.inject({ method: 'GET', url: `/api${path}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A submitted (DUE_PAY) one-way order of one adult in the second-class dormitory of `sailing`. */
export async function dueOrder(app: FastifyInstance, headers: Headers, sailing: Sailing): Promise<OrderView> {
  const answer = await post<OrderView>(app, ORDER_PATHS.save, headers, oneWay(sailing, 'SECOND_DORMITORY'));
  expect(answer.code, answer.message).toBe(200);
  return answer.data;
}

/** The order's open WeChat prepay, made through the QR route as the payer would scan it. */
export async function prepayOf(app: FastifyInstance, db: Db, headers: Headers, orderUuid: string) {
  const response = await app.inject({ method: 'GET', url: `/api${WXPAY_QR_PATH}?orderUuid=${orderUuid}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const [payment] = await db.select().from(payments).where(eq(payments.orderUuid, orderUuid));
  return payment!;
}

export const details = async (app: FastifyInstance, headers: Headers, uuid: string) =>
  (await get<OrderView>(app, `${ORDER_PATHS.load}?uuid=${uuid}`, headers)).data;
