import type { APIRequestContext } from '@playwright/test';
import { containerCheckDigit, type EventClassifier, type TrackingEventCode } from '../../../src/domain/shipping/tracking';
import { expect } from '../fixtures';
import { apiLogin } from './identity';

/** Cargo-tracking set-ups through the shipping clerk's API (demo.shipping), for the tracking journeys. */

const STAFF = '/api/web/simp2/business/eb/staff/ebCargoTracking';

type Answer<T> = { code: number; data: T; message?: string };

/**
 * A container number of its own for a run: ISO 6346 with its check digit, owner code ESF and a
 * serial from 500000 up, away from the demo seed's boxes (ESFU100001 on).
 */
export function freshContainerNo(): string {
  const serial = 500_000 + Math.floor(Math.random() * 500_000);
  const first10 = `ESFU${serial}`;
  return `${first10}${containerCheckDigit(first10)}`;
}

export interface ClerkEvent {
  eventCode: TrackingEventCode;
  classifier: EventClassifier;
  locationCode: string;
  /** ISO 8601 instant */
  eventTime: string;
}

/** The clerk numbers a confirmed booking's containers and records their events, one call each. */
export async function trackedContainer(
  request: APIRequestContext,
  booking: { uuid: string; bookingNo: string },
  containerNo: string,
  events: ClerkEvent[],
): Promise<void> {
  const clerk = { authorization: await apiLogin(request, 'demo.shipping') };
  const assigned = (await (
    await request.post(`${STAFF}/assignContainers`, {
      headers: clerk,
      data: { bookingUuid: booking.uuid, containers: [{ containerNo, containerType: '40HC' }] },
    })
  ).json()) as Answer<{ containerNo: string }[]>;
  expect(assigned.code, JSON.stringify(assigned)).toBe(0);
  expect(assigned.data.map((c) => c.containerNo)).toContain(containerNo);
  for (const event of events) {
    const recorded = (await (
      await request.post(`${STAFF}/recordEvent`, { headers: clerk, data: { containerNo, bookingNo: booking.bookingNo, ...event } })
    ).json()) as Answer<unknown>;
    expect(recorded.code, `${event.eventCode} ${event.classifier}: ${JSON.stringify(recorded)}`).toBe(0);
  }
  await request.delete('/auth-ts/token/logout', { headers: clerk });
}

/** Whether a number finds a container of any enterprise (the clerk's search): it exists, whoever owns it. */
export async function existsForClerk(request: APIRequestContext, number: string): Promise<boolean> {
  const clerk = { authorization: await apiLogin(request, 'demo.shipping') };
  const answer = (await (await request.post(`${STAFF}/track`, { headers: clerk, data: { numbers: [number] } })).json()) as Answer<{ containers: unknown[] }>;
  await request.delete('/auth-ts/token/logout', { headers: clerk });
  return answer.code === 0 && answer.data.containers.length > 0;
}
