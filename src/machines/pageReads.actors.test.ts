import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import type { CallOptions } from '../services/http';
import { addressesActors } from './addresses.actors';
import { commissionsActors } from './commissions.actors';
import { messagesActors } from './messages.actors';
import { ordersActors } from './orders.actors';
import { partiesActors } from './parties.actors';

/** A page read that never answers and keeps the options it was given. */
function pendingRead() {
  const given: (CallOptions | undefined)[] = [];
  const read = vi.fn((_query: unknown, options?: CallOptions) => {
    given.push(options);
    return new Promise<never>(() => {});
  });
  return { read, given };
}

/** Starts the actor, stops it (the chart left the state) and answers whether its call was given up. */
function stoppedCallAborted(logic: AnyActorLogic, input: unknown, given: (CallOptions | undefined)[]): boolean {
  const actor = createActor(logic, { input });
  actor.start();
  expect(given).toHaveLength(1);
  expect(given[0]?.signal?.aborted).toBe(false);
  actor.stop();
  return given[0]?.signal?.aborted === true;
}

const unused = () => Promise.reject(new Error('not called'));
const firstPage = { current: 1, size: 10 };

// The pages below are POSTs: leaving the list must give them up as it gives up a GET.
describe('list pages read by POST give up their call when the chart leaves the state', () => {
  it('orders', () => {
    const { read, given } = pendingRead();
    expect(stoppedCallAborted(ordersActors({ getOrderPage: read }).loadPage, firstPage, given)).toBe(true);
  });

  it('messages', () => {
    const { read, given } = pendingRead();
    const actors = messagesActors({ getMessagePage: read, markMessagesRead: unused, markAllMessagesRead: unused }, () => {});
    expect(stoppedCallAborted(actors.loadPage, firstPage, given)).toBe(true);
  });

  it('commissions', () => {
    const { read, given } = pendingRead();
    const actors = commissionsActors({ getCommissionPage: read, cancelCommission: unused });
    expect(stoppedCallAborted(actors.loadPage, { ...firstPage, filter: {} }, given)).toBe(true);
  });

  it('loading addresses', () => {
    const { read, given } = pendingRead();
    const actors = addressesActors({ getAddressPage: read, loadAddress: unused, saveAddress: unused, deleteAddress: unused });
    expect(stoppedCallAborted(actors.loadPage, { ...firstPage, filter: {} }, given)).toBe(true);
  });

  it('parties', () => {
    const { read, given } = pendingRead();
    const actors = partiesActors({ getPartyPage: read, loadParty: unused, saveParty: unused, deleteParty: unused });
    expect(stoppedCallAborted(actors.loadPage, { ...firstPage, filter: {} }, given)).toBe(true);
  });
});
