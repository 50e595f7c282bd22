import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { Page } from '../domain/envelope';
import type { LoadingAddress } from '../domain/shipping/loadingAddresses';
import type { RailCommission, RailCommissionForm } from '../domain/shipping/railCommissions';
import type { BookingSummary } from '../domain/shipping/types';
import type { CallOptions } from '../services/http';
import type * as addressesCalls from '../services/shipping/addresses';
import type * as bookingsCalls from '../services/shipping/bookings';
import { bookingView } from './bookingForm.fixtures';
import { entrustActors } from './entrust.actors';

const summary = (bookingNo: string, status: BookingSummary['status']) => ({ bookingNo, status }) as BookingSummary;
const pageOf = <T>(records: T[]): Page<T> => ({ records, total: records.length, current: 1, size: 50, pages: 1 });
const ADDRESS = { uuid: 'a-1', name: '昆山仓库' } as LoadingAddress;
const BOOKING = bookingView('b-3', 'Confirmed');
const VALUES = { bookingNo: 'BK00000003', originStation: '苏州西', destinationStation: '上海杨浦' } as RailCommissionForm;
const COMMISSION = { uuid: 'c-1', commissionNo: 'RC00000001', bookingNo: 'BK00000003' } as RailCommission;

function calls() {
  return {
    bookings: {
      getBookingPage: vi.fn<typeof bookingsCalls.getBookingPage>(() =>
        Promise.resolve(
          pageOf([
            summary('BK00000005', 'Draft'),
            summary('BK00000004', 'Submitted'),
            summary('BK00000003', 'Confirmed'),
            summary('BK00000002', 'Canceled'),
            summary('BK00000001', 'Shutout'),
          ]),
        ),
      ),
    },
    addresses: { getAddressPage: vi.fn<typeof addressesCalls.getAddressPage>(() => Promise.resolve(pageOf([ADDRESS]))) },
    commissions: {
      loadBookingByNo: vi.fn((_bookingNo: string, _options?: CallOptions) => Promise.resolve(BOOKING)),
      createCommission: vi.fn((_values: RailCommissionForm) => Promise.resolve(COMMISSION)),
    },
  };
}

const run = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start());

/** Starts a call that never answers, leaves the state, and answers whether the call was given up. */
function givenUp(logic: AnyActorLogic, input: unknown, options: () => CallOptions | undefined) {
  const actor = createActor(logic, { input }).start();
  const signal = options()?.signal;
  const before = signal?.aborted;
  actor.stop();
  return { before, after: signal?.aborted };
}

describe('entrust actors', () => {
  it('offers the 50 newest bookings a commission may be for (Submitted or Confirmed) and the 50 newest addresses', async () => {
    const services = calls();
    const options = await run(entrustActors(services).loadOptions);
    expect(services.bookings.getBookingPage).toHaveBeenCalledWith({ current: 1, size: 50 }, expect.anything());
    expect(services.addresses.getAddressPage).toHaveBeenCalledWith({ current: 1, size: 50 }, expect.anything());
    expect(options).toEqual({ bookings: [summary('BK00000004', 'Submitted'), summary('BK00000003', 'Confirmed')], addresses: [ADDRESS] });
  });

  it('loads the chosen booking by its number', async () => {
    const services = calls();
    await expect(run(entrustActors(services).loadBooking, { bookingNo: 'BK00000003' })).resolves.toEqual(BOOKING);
    expect(services.commissions.loadBookingByNo).toHaveBeenCalledWith('BK00000003', expect.anything());
  });

  it('places the commission with the form’s values', async () => {
    const services = calls();
    await expect(run(entrustActors(services).submit, { values: VALUES })).resolves.toEqual(COMMISSION);
    expect(services.commissions.createCommission).toHaveBeenCalledWith(VALUES);
  });

  it('gives up the options and the booking when the form is left', () => {
    const never = () => new Promise<never>(() => {});
    const services = calls();
    services.bookings.getBookingPage.mockImplementation(never);
    services.addresses.getAddressPage.mockImplementation(never);
    services.commissions.loadBookingByNo.mockImplementation(never);
    const actors = entrustActors(services);
    expect(givenUp(actors.loadOptions, undefined, () => services.bookings.getBookingPage.mock.lastCall?.[1])).toEqual({ before: false, after: true });
    expect(services.addresses.getAddressPage.mock.lastCall?.[1]?.signal?.aborted).toBe(true);
    expect(givenUp(actors.loadBooking, { bookingNo: 'BK00000003' }, () => services.commissions.loadBookingByNo.mock.lastCall?.[1])).toEqual({
      before: false,
      after: true,
    });
  });
});
