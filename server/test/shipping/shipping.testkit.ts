import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { EnterpriseState, Role } from '../../../src/domain/roles';
import type { BookingForm } from '../../../src/domain/shipping/schemas';
import type { Db } from '../../db/client';
import { authHeader, createUser, loginAs } from '../login';
import type { Sailing } from '../orders.testkit';

/** Shared set-up of the container-shipping tests: logged-in users of their own, a booking form, calls. */

export type Headers = { authorization: string };
export interface Answer<T> {
  code: number;
  msg?: string;
  message?: string;
  jpMessage?: string;
  data: T;
}

export interface Caller {
  userId: string;
  enterpriseId: string | null;
  headers: Headers;
}

/** A new user logged in through the real token endpoint; enterprise users get an enterprise of their own in `state`. */
export async function newCaller(app: FastifyInstance, db: Db, role: Role, state: EnterpriseState = 'APPROVED'): Promise<Caller> {
  const logonId = `shp_${randomBytes(5).toString('hex')}`;
  const user = await createUser(db, { logonId, role, ...(role === 'enterprise' ? { enterprise: { state } } : {}) });
  return { userId: user.userId, enterpriseId: user.enterpriseId, headers: authHeader(await loginAs(app, logonId)) };
}

export async function post<T>(app: FastifyInstance, path: string, headers: Headers | undefined, payload?: object): Promise<Answer<T>> {
  const response = await app.inject({ method: 'POST', url: `/api${path}`, headers: headers ?? {}, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function get<T>(app: FastifyInstance, path: string, headers: Headers | undefined, query: Record<string, string>): Promise<Answer<T>> {
  const response = await app.inject({ method: 'GET', url: `/api${path}`, headers: headers ?? {}, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A complete booking on a Shanghai -> Osaka sailing: two container lines, shipper, consignee, notify party. */
export function bookingForm(sailing: Sailing, overrides: Partial<BookingForm> = {}): BookingForm {
  return {
    polCode: 'CNSHA',
    podCode: 'JPOSA',
    voyageUuid: sailing.uuid,
    commodity: '办公家具',
    cargoDescription: '木制办公桌椅 240 箱',
    marks: 'NANIWA\nOSAKA\nC/NO. 1-240',
    remarks: '',
    containers: [
      { containerType: '40HC', quantity: 2, grossWeightKg: 18500 },
      { containerType: '20GP', quantity: 1, grossWeightKg: 9200 },
    ],
    parties: [
      {
        role: 'SH',
        partyUuid: '',
        name: '上海东海国际贸易有限公司',
        address: '上海市浦东新区世纪大道100号',
        contact: '王建国',
        phone: '+86 21 5888 0000',
        email: 'export@example.com',
        countryCode: 'CN',
      },
      {
        role: 'CO',
        partyUuid: '',
        name: '株式会社なにわ商事',
        address: '大阪府大阪市北区梅田1-1-1',
        contact: '渡辺はなこ',
        phone: '+81 6 6345 0000',
        email: 'import@example.jp',
        countryCode: 'JP',
      },
      { role: 'NF1', partyUuid: '', name: 'SAME AS CONSIGNEE', address: '', contact: '', phone: '', email: '', countryCode: '' },
    ],
    ...overrides,
  };
}
