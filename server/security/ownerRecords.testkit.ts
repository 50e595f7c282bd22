import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type CUSTOMER_ROLES, STAFF_ROLES, type EnterpriseState, type Role } from '../../src/domain/roles';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { voyageInventory } from '../db/schema';
import { futureSailings, oneWay } from '../test/orders.testkit';
import { bookingForm } from '../test/shipping/shipping.testkit';
import { multipartFile, tinyPdf } from '../test/accounts';
import { authHeader, createUser, loginAs } from '../test/login';
import type { RecordKind } from './ownerRecipes';

/** A logged-in caller of the matrix. */
export interface MatrixCaller {
  name: string;
  role: Role;
  enterpriseState: EnterpriseState | null;
  userId: string;
  logonId: string;
  headers: { authorization: string };
}

/** The callers: a customer of each kind, and each staff role through its demo account. */
export interface Callers {
  individual: MatrixCaller;
  pendingEnterprise: MatrixCaller;
  approvedEnterprise: MatrixCaller;
  staff: MatrixCaller[];
}

/** One record of each kind, owned by the first individual or enterprise; `secrets` must never reach anyone else. */
export interface OwnerRecords {
  owners: { individual: MatrixCaller; enterprise: MatrixCaller };
  ids: Record<RecordKind, string>;
  secrets: string[];
}

const STAFF_DEMO_LOGON: Record<(typeof STAFF_ROLES)[number], string> = {
  reviewer: 'demo.reviewer',
  ticketingClerk: 'demo.clerk',
  shippingClerk: 'demo.shipping',
  editor: 'demo.editor',
  admin: 'demo.admin',
};

async function newCustomer(
  app: FastifyInstance,
  db: Db,
  name: string,
  role: (typeof CUSTOMER_ROLES)[number],
  state: EnterpriseState | null,
  marker?: string,
): Promise<MatrixCaller> {
  const logonId = `mx_${randomBytes(5).toString('hex')}`;
  const user = await createUser(db, {
    logonId,
    role,
    ...(marker ? { cnName: marker, nickname: marker } : {}),
    ...(state ? { enterprise: { state, ...(marker ? { cnName: `${marker}有限公司` } : {}) } } : {}),
  });
  return { name, role, enterpriseState: state, userId: user.userId, logonId, headers: authHeader(await loginAs(app, logonId)) };
}

export async function buildCallers(app: FastifyInstance, db: Db): Promise<Callers> {
  const [individual, pendingEnterprise, approvedEnterprise] = await Promise.all([
    newCustomer(app, db, 'individual', 'individual', null),
    newCustomer(app, db, 'pending enterprise', 'enterprise', 'PENDING_REVIEW'),
    newCustomer(app, db, 'approved enterprise', 'enterprise', 'APPROVED'),
  ]);
  const staff = await Promise.all(
    STAFF_ROLES.map(async (role): Promise<MatrixCaller> => {
      const logonId = STAFF_DEMO_LOGON[role];
      return { name: role, role, enterpriseState: null, userId: '', logonId, headers: authHeader(await loginAs(app, logonId)) };
    }),
  );
  return { individual, pendingEnterprise, approvedEnterprise, staff };
}

interface Answer {
  code: number;
  data: Record<string, unknown> & { records?: Record<string, unknown>[] };
}

async function send(app: FastifyInstance, caller: MatrixCaller, options: InjectOptions): Promise<Answer> {
  const response = await app.inject({ ...options, headers: { ...options.headers, ...caller.headers } });
  const answer = response.json() as Answer;
  if (response.statusCode !== 200 || (answer.code !== 0 && answer.code !== 200)) {
    throw new Error(`fixture ${options.method} ${options.url}: HTTP ${response.statusCode} ${response.body.slice(0, 400)}`);
  }
  return answer;
}

const post = (app: FastifyInstance, caller: MatrixCaller, url: string, payload: object) => send(app, caller, { method: 'POST', url, payload });
const text = (value: unknown) => String(value);

/**
 * The owner's records, built through the real calls. Names carry a marker, so that a
 * stranger's answer can be searched for any of them.
 */
export async function buildOwnerRecords(app: FastifyInstance, db: Db, callers: Callers): Promise<OwnerRecords> {
  // Letters only: names refuse digits.
  const marker = `OWNERSECRET${[...randomBytes(6)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('')}`;
  const [individual, enterprise] = await Promise.all([
    newCustomer(app, db, 'owner individual', 'individual', null, marker),
    newCustomer(app, db, 'owner enterprise', 'enterprise', 'APPROVED', marker),
  ]);
  const clerk = callers.staff.find((caller) => caller.role === 'shippingClerk')!;
  const [sailing] = await futureSailings(db, 'SHA-OSA', 3);
  if (!sailing) throw new Error('no SHA-OSA sailing in the seed');
  const cabinClass = await sellingClass(db, sailing.uuid);

  const ts = '/api/web-ts/simp2/business/ts';
  const eb = '/api/web/simp2/business/eb';
  const order = await post(app, individual, `${ts}/order/insertOrUpdateTsOrder`, oneWay(sailing, cabinClass, { contactName: marker }));
  const draftOrder = await post(app, individual, `${ts}/order/insertOrUpdateTsOrder`, oneWay(sailing, cabinClass, { contactName: marker, submit: false }));
  const passenger = await post(app, individual, `${ts}/userPassenger/submitTsUserPassenger`, {
    cnSurname: '王',
    cnGivenName: '秘密',
    enSurname: marker,
    enGivenName: 'XIAOMING',
    nationality: 'CN',
    gender: 'MALE',
    certificateType: 'PASSPORT',
    certificateNo: 'E98765432',
    certificateExpiry: '2030-05-01',
    birthDate: '1990-02-28',
    jpMobile: '090-1234-5678',
    jpAddress: '大阪府大阪市住之江区南港北1-20-52',
  });

  const form = bookingForm(sailing, { commodity: marker, cargoDescription: marker });
  const [party, address, booking, draftBooking, billBooking] = await Promise.all([
    post(app, enterprise, `${eb}/ebParty/save`, {
      name: marker,
      address: '大阪府大阪市北区梅田1-1-1',
      email: 'import@example.jp',
      countryCode: 'jp',
      consigneeInd: true,
    }),
    post(app, enterprise, `${eb}/ebLoadingAddress/save`, {
      name: marker,
      contact: '张伟',
      phone: '+86 512 6288 0000',
      countryCode: 'cn',
      city: '苏州',
      address: '江苏省苏州市工业园区星湖街 328 号',
      postcode: '215123',
    }),
    post(app, enterprise, `${eb}/ebBooking/submit`, form),
    post(app, enterprise, `${eb}/ebBooking/saveDraft`, form),
    post(app, enterprise, `${eb}/ebBooking/submit`, form),
  ]);
  const template = await post(app, enterprise, `${eb}/ebBooking/saveTemplate`, { name: marker, bookingUuid: booking.data.uuid });
  const commission = await post(app, enterprise, `${eb}/ebRailCommission/create`, {
    bookingNo: booking.data.bookingNo,
    originStation: '郑州圃田站',
    destinationStation: '上海芦潮港站',
    readyDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    containers: [{ containerType: '40HC', quantity: 1 }],
    cargoDescription: marker,
    contactName: marker,
    contactPhone: '+86 21 5888 0000',
  });
  const upload = multipartParts(
    [
      ['bookingNo', text(booking.data.bookingNo)],
      ['docType', 'PACKING_LIST'],
    ],
    `${marker}.pdf`,
  );
  const document = await send(app, enterprise, { method: 'POST', url: `${eb}/ebDocument/upload`, payload: upload.payload, headers: upload.headers });

  // A bill the enterprise may download: confirmed, issued and telex-released by the shipping clerk.
  for (const move of ['confirm', 'issueBl', 'telexRelease']) await post(app, clerk, `${eb}/staff/ebBooking/${move}`, { uuid: billBooking.data.uuid });
  const bills = await post(app, enterprise, `${eb}/ebBillOfLading/page`, { current: 1, size: 10 });
  const bill = bills.data.records?.[0];
  if (!bill) throw new Error('fixture: the issued bill is not in the page');

  return {
    owners: { individual, enterprise },
    ids: {
      order: text(order.data.uuid),
      draftOrder: text(draftOrder.data.uuid),
      passenger: text(passenger.data.uuid),
      party: text(party.data.uuid),
      booking: text(booking.data.uuid),
      bookingNo: text(booking.data.bookingNo),
      draftBooking: text(draftBooking.data.uuid),
      template: text(template.data.uuid),
      address: text(address.data.uuid),
      commission: text(commission.data.uuid),
      document: text(document.data.uuid),
      bill: text(bill.uuid),
      individualUser: individual.userId,
      enterpriseUser: enterprise.userId,
      enterpriseLogon: enterprise.logonId,
    },
    secrets: [
      marker,
      text(order.data.orderNo),
      text(draftOrder.data.orderNo),
      text(booking.data.bookingNo),
      text(billBooking.data.bookingNo),
      text(bill.blNo),
    ].filter((value) => value && value !== 'undefined' && value !== 'null'),
  };
}

/** A cabin class the sailing still sells. */
async function sellingClass(db: Db, voyageUuid: string): Promise<string> {
  const [row] = await db
    .select({ cabinClass: voyageInventory.cabinClass })
    .from(voyageInventory)
    .where(and(eq(voyageInventory.voyageUuid, voyageUuid), gt(voyageInventory.remainingBerths, 0)))
    .limit(1);
  if (!row) throw new Error('fixture: the sailing sells no class');
  return row.cabinClass;
}

/** A multipart body of text fields and one PDF file. */
function multipartParts(fields: [string, string][], filename: string) {
  const file = multipartFile('file', filename, 'application/pdf', tinyPdf());
  const boundary = file.headers['content-type'].split('boundary=')[1]!;
  const head = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  return { payload: Buffer.concat([Buffer.from(head, 'utf8'), file.payload]), headers: file.headers };
}
