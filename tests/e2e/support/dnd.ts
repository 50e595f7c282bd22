import type { APIRequestContext } from '@playwright/test';
import { containerCheckDigit } from '../../../src/domain/shipping/tracking';
import { expect } from '../fixtures';
import { apiLogin } from './identity';

/** Demurrage and detention set-ups through the API: an enterprise's containers with their clocks running or stopped. */

const EB = '/api/web/simp2/business/eb';
const DAY = 24 * 3600 * 1000;

type Answer<T> = { code: number; data: T; message?: string };
async function json<T>(response: { json(): Promise<unknown> }): Promise<Answer<T>> {
  return (await response.json()) as Answer<T>;
}

/** A container number with its check digit (ISO 6346) under the test's owner code; `serial` keeps runs and projects apart. */
function boxNo(serial: number): string {
  const first10 = `DNDU${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
}

export interface ClockedBoxes {
  bookingNo: string;
  /** picked up empty at Shanghai ten days ago, not loaded yet: 11 days used, still running */
  running: string;
  /** picked up empty three days ago, loaded yesterday: 3 days used, stopped */
  stopped: string;
}

/**
 * The enterprise books two 40HC from Shanghai to Osaka; the shipping clerk (demo.shipping)
 * confirms the booking, numbers both boxes (assignContainers) and records their actual events
 * at Shanghai (recordEvent): one picked up ten days ago, the other picked up three days ago and
 * loaded yesterday.
 */
export async function containersUnderClock(request: APIRequestContext, logonId: string, password: string, serial: number): Promise<ClockedBoxes> {
  const owner = { authorization: await apiLogin(request, logonId, password) };
  const sailings = await json<{ uuid: string; rotation: { portCode: string; etd: string | null }[] }[]>(
    await request.post('/api/web/api/eb/ebItsVoyage/queryItsVoyage', { headers: owner, data: { departurePort: 'CNSHA', arrivalPort: 'JPOSA' } }),
  );
  expect(sailings.code, JSON.stringify(sailings)).toBe(0);
  const soon = Date.now() + 2 * DAY;
  const sailing = sailings.data.find((s) => s.rotation.some((call) => call.portCode === 'CNSHA' && call.etd && Date.parse(call.etd) > soon));
  expect(sailing, 'a container sailing from Shanghai to Osaka').toBeTruthy();
  const party = (role: string, name: string) => ({
    role,
    partyUuid: '',
    name,
    address: 'Pudong, Shanghai',
    contact: '',
    phone: '',
    email: '',
    countryCode: '',
  });
  const submitted = await json<{ uuid: string; bookingNo: string }>(
    await request.post(`${EB}/ebBooking/submit`, {
      headers: owner,
      data: {
        polCode: 'CNSHA',
        podCode: 'JPOSA',
        voyageUuid: sailing!.uuid,
        commodity: 'Machine parts',
        cargoDescription: 'Gearboxes on pallets, 40 pallets',
        marks: 'N/M',
        remarks: '',
        containers: [{ containerType: '40HC', quantity: 2, grossWeightKg: 18000 }],
        parties: [party('SH', 'D&D Shipper'), party('CO', 'D&D Consignee'), party('NF1', 'D&D Notify')],
      },
    }),
  );
  expect(submitted.code, JSON.stringify(submitted)).toBe(0);
  await request.delete('/auth-ts/token/logout', { headers: owner });

  const clerk = { authorization: await apiLogin(request, 'demo.shipping') };
  const confirmed = await json(await request.post(`${EB}/staff/ebBooking/confirm`, { headers: clerk, data: { uuid: submitted.data.uuid } }));
  expect(confirmed.code, JSON.stringify(confirmed)).toBe(0);
  const boxes = { running: boxNo(serial), stopped: boxNo(serial + 1) };
  const assigned = await json(
    await request.post(`${EB}/staff/ebCargoTracking/assignContainers`, {
      headers: clerk,
      data: {
        bookingUuid: submitted.data.uuid,
        containers: [
          { containerNo: boxes.running, containerType: '40HC' },
          { containerNo: boxes.stopped, containerType: '40HC' },
        ],
      },
    }),
  );
  expect(assigned.code, JSON.stringify(assigned)).toBe(0);
  const event = async (containerNo: string, eventCode: string, daysAgo: number) => {
    const answer = await json(
      await request.post(`${EB}/staff/ebCargoTracking/recordEvent`, {
        headers: clerk,
        data: {
          containerNo,
          bookingNo: submitted.data.bookingNo,
          eventCode,
          classifier: 'ACT',
          locationCode: 'CNSHA',
          eventTime: new Date(Date.now() - daysAgo * DAY).toISOString(),
        },
      }),
    );
    expect(answer.code, `${eventCode} ${containerNo}: ${JSON.stringify(answer)}`).toBe(0);
  };
  await event(boxes.running, 'GTOT', 10);
  await event(boxes.stopped, 'GTOT', 3);
  await event(boxes.stopped, 'LOAD', 1);
  await request.delete('/auth-ts/token/logout', { headers: clerk });
  return { bookingNo: submitted.data.bookingNo, ...boxes };
}

/** The container numbers in another enterprise's demurrage query (demo.shipper's seeded boxes), read through its own login. */
export async function containersOf(request: APIRequestContext, logonId: string): Promise<string[]> {
  const headers = { authorization: await apiLogin(request, logonId) };
  const page = await json<{ records: { containerNo: string }[] }>(
    await request.post(`${EB}/ebDndCharge/demurragePage`, { headers, data: { current: 1, size: 50 } }),
  );
  expect(page.code, JSON.stringify(page)).toBe(0);
  await request.delete('/auth-ts/token/logout', { headers });
  return page.data.records.map((r) => r.containerNo);
}
