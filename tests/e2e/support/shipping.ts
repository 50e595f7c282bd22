import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { apiLogin, approveEnterprise, licencePdf, newcomer } from './identity';
import { LEGAL_VERSION } from '../../../src/domain/legal/privacyPolicy';
import { readEmailCode } from './outbox';

/** Container-shipping set-ups through the API, for journeys about the screens that show them. */

export const ENTERPRISE_PASSWORD = 'Cargo#Line2026';
const EB = '/api/web/simp2/business/eb';

type Answer<T> = { code: number; data: T; message?: string };

async function json<T>(response: { json(): Promise<unknown> }): Promise<Answer<T>> {
  return (await response.json()) as Answer<T>;
}

/** A new enterprise registered with its licence and approved by the reviewer, ready to log in. */
export async function approvedEnterprise(request: APIRequestContext, project: string) {
  const company = newcomer(project, 'e');
  const sent = await request.post('/api/web-ts/login/tsEbUser/ebUser/sendVerificationCode', { data: { email: company.email, purpose: 'register' } });
  expect((await json(sent)).code).toBe(200);
  const licence = licencePdf();
  const uploaded = await json<{ fileId: string }>(
    await request.post('/api/web/api/eb/ebFile/uploadBusinessLicense', {
      multipart: { file: { name: licence.name, mimeType: licence.mimeType, buffer: licence.buffer } },
    }),
  );
  expect(uploaded.code, JSON.stringify(uploaded)).toBe(0);
  const registered = await json(
    await request.post('/api/web/login/eb/ebUserManager/ebCompanyUserRegister', {
      data: {
        logonId: company.logonId,
        companyName: `East Sea Parties Test ${company.logonId}`,
        creditCode: company.creditCode,
        contactName: 'Li Lei',
        email: company.email,
        emailCode: await readEmailCode(company.email),
        phone: company.phone,
        licenseFileId: uploaded.data.fileId,
        password: ENTERPRISE_PASSWORD,
        confirmPassword: ENTERPRISE_PASSWORD,
        consentVersion: LEGAL_VERSION,
      },
    }),
  );
  expect(registered.code, JSON.stringify(registered)).toBe(0);
  await approveEnterprise(request, company.logonId);
  return company;
}

interface PortCall {
  portCode: string;
  etd: string | null;
}

/**
 * The enterprise submits a complete Shanghai -> Osaka booking (its address-book parties copied in),
 * and the shipping clerk confirms it, issues its bill and releases it by telex.
 * Answers the booking and bill numbers.
 */
export async function releasedBill(request: APIRequestContext, logonId: string, password: string): Promise<{ bookingNo: string; blNo: string }> {
  const submitted = await submittedBooking(request, logonId, password);
  const blNo = await releasedByClerk(request, submitted.uuid);
  return { bookingNo: submitted.bookingNo, blNo };
}

/**
 * The enterprise submits a complete Shanghai -> Osaka booking of one 40HC (its address-book
 * parties copied in) on a sailing at least two days off; answers its uuid and number.
 */
export async function submittedBooking(request: APIRequestContext, logonId: string, password: string): Promise<{ uuid: string; bookingNo: string }> {
  const owner = { authorization: await apiLogin(request, logonId, password) };
  const sailings = await json<{ uuid: string; rotation: PortCall[] }[]>(
    await request.post('/api/web/api/eb/ebItsVoyage/queryItsVoyage', { headers: owner, data: { departurePort: 'CNSHA', arrivalPort: 'JPOSA' } }),
  );
  expect(sailings.code, JSON.stringify(sailings)).toBe(0);
  const soon = Date.now() + 2 * 24 * 3600 * 1000;
  const sailing = sailings.data.find((s) => s.rotation.some((call) => call.portCode === 'CNSHA' && call.etd && Date.parse(call.etd) > soon));
  expect(sailing, 'a container sailing from Shanghai to Osaka').toBeTruthy();

  const book = await json<{ records: { uuid: string; name: string; shipperInd: boolean; consigneeInd: boolean; notifyPartyInd: boolean; address: string }[] }>(
    await request.post(`${EB}/ebParty/page`, { headers: owner, data: { current: 1, size: 50 } }),
  );
  const pick = (flag: 'shipperInd' | 'consigneeInd' | 'notifyPartyInd', role: string) => {
    const entry = book.data.records.find((p) => p[flag]);
    return entry
      ? { role, partyUuid: entry.uuid, name: entry.name, address: entry.address || 'Address on file', contact: '', phone: '', email: '', countryCode: '' }
      : { role, partyUuid: '', name: `${role} typed`, address: 'Shanghai', contact: '', phone: '', email: '', countryCode: '' };
  };
  const submitted = await json<{ uuid: string; bookingNo: string }>(
    await request.post(`${EB}/ebBooking/submit`, {
      headers: owner,
      data: {
        polCode: 'CNSHA',
        podCode: 'JPOSA',
        voyageUuid: sailing!.uuid,
        commodity: 'Office furniture',
        cargoDescription: 'Wooden desks and chairs, 240 cartons',
        marks: 'NANIWA / OSAKA / C/NO. 1-240',
        remarks: '',
        containers: [{ containerType: '40HC', quantity: 1, grossWeightKg: 12000 }],
        parties: [pick('shipperInd', 'SH'), pick('consigneeInd', 'CO'), pick('notifyPartyInd', 'NF1')],
      },
    }),
  );
  expect(submitted.code, JSON.stringify(submitted)).toBe(0);
  await request.delete('/auth-ts/token/logout', { headers: owner });
  return { uuid: submitted.data.uuid, bookingNo: submitted.data.bookingNo };
}

/** The shipping clerk (demo.shipping) confirms a submitted booking, issues its bill and releases it by telex; answers the bill number. */
export async function releasedByClerk(request: APIRequestContext, bookingUuid: string): Promise<string> {
  const clerk = { authorization: await apiLogin(request, 'demo.shipping') };
  for (const move of ['confirm', 'issueBl', 'telexRelease']) {
    const answer = await json<{ uuid: string }>(await request.post(`${EB}/staff/ebBooking/${move}`, { headers: clerk, data: { uuid: bookingUuid } }));
    expect(answer.code, `${move}: ${JSON.stringify(answer)}`).toBe(0);
  }
  const view = await json<{ billOfLading: { blNo: string; telexReleased: boolean } | null }>(
    await request.get(`${EB}/staff/ebBooking/load`, { headers: clerk, params: { uuid: bookingUuid } }),
  );
  expect(view.data.billOfLading?.telexReleased).toBe(true);
  await request.delete('/auth-ts/token/logout', { headers: clerk });
  return view.data.billOfLading!.blNo;
}

/** A party saved in the enterprise's address book through the API. */
export async function savedParty(request: APIRequestContext, authorization: string, party: Record<string, unknown>): Promise<string> {
  const answer = await json<{ uuid: string }>(await request.post(`${EB}/ebParty/save`, { headers: { authorization }, data: party }));
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data.uuid;
}
