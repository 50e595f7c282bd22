import { describe, expect, it } from 'vitest';
import type { LoadingAddress } from '../domain/shipping/loadingAddresses';
import type { BookingSummary } from '../domain/shipping/types';
import { bookingView } from './bookingForm.fixtures';
import { entrustMachine, type EntrustContext } from './entrust.machine';
import { selectEntrustContext, selectEntrustState } from './entrust.selectors';

const CONTEXT: EntrustContext = {
  bookings: [{ bookingNo: 'BK00000003', status: 'Confirmed' } as BookingSummary],
  addresses: [{ uuid: 'a-1', name: '昆山仓库' } as LoadingAddress],
  bookingNo: 'BK00000003',
  booking: bookingView('b-3', 'Confirmed'),
  created: null,
};

describe('entrust selectors', () => {
  it('names where the form stands', () => {
    const states = ['loadingOptions', 'optionsFailed', 'loadingBooking', 'bookingFailed', 'form', 'submitting', 'done'];
    expect(states.map((value) => selectEntrustState(entrustMachine.resolveState({ value, context: CONTEXT })))).toEqual(states);
  });

  it('reads the bookings and addresses offered and the booking chosen', () => {
    const context = selectEntrustContext(entrustMachine.resolveState({ value: 'form', context: CONTEXT }));
    expect(context).toMatchObject({ bookingNo: 'BK00000003', booking: { uuid: 'b-3', status: 'Confirmed' }, created: null });
    expect(context.bookings.map((b) => b.bookingNo)).toEqual(['BK00000003']);
    expect(context.addresses.map((a) => a.name)).toEqual(['昆山仓库']);
  });
});
