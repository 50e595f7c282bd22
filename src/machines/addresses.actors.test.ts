import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { Page } from '../domain/envelope';
import type { CallOptions } from '../services/http';
import type { LoadingAddress } from '../domain/shipping/loadingAddresses';
import { addressesActors } from './addresses.actors';
import type { AddressValues } from './addresses.machine';

const ADDRESS = { uuid: 'a-1', name: '洋山四期' } as unknown as LoadingAddress;
const PAGE: Page<LoadingAddress> = { records: [ADDRESS], total: 1, current: 1, size: 10, pages: 1 };
const VALUES = { name: '洋山四期' } as unknown as AddressValues;

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

function calls() {
  return {
    getAddressPage: vi.fn(async (_query: object, _options?: CallOptions) => PAGE),
    loadAddress: vi.fn(async () => ADDRESS),
    saveAddress: vi.fn(async () => ADDRESS),
    deleteAddress: vi.fn(async () => null),
  };
}
const signal = { signal: expect.any(AbortSignal) };

describe('loading addresses actors', () => {
  it('does not send an empty keyword', async () => {
    const api = calls();
    await expect(run(addressesActors(api).loadPage, { current: 1, size: 10, filter: { keyword: '' } })).resolves.toEqual(PAGE);
    expect(api.getAddressPage).toHaveBeenCalledWith({ current: 1, size: 10 }, signal);
    expect(api.getAddressPage.mock.calls[0]?.[0]).not.toHaveProperty('keyword');
  });

  it('sends the keyword searched for', async () => {
    const api = calls();
    await run(addressesActors(api).loadPage, { current: 3, size: 20, filter: { keyword: '洋山' } });
    expect(api.getAddressPage).toHaveBeenCalledWith({ current: 3, size: 20, keyword: '洋山' }, signal);
  });

  it('loads, saves and deletes an address by its uuid', async () => {
    const api = calls();
    const actors = addressesActors(api);
    await expect(run(actors.loadItem, { uuid: 'a-1' })).resolves.toEqual(ADDRESS);
    await expect(run(actors.saveItem, { values: VALUES })).resolves.toEqual(ADDRESS);
    await run(actors.removeItem, { uuid: 'a-1' });
    expect(api.loadAddress).toHaveBeenCalledWith('a-1', signal);
    expect(api.saveAddress).toHaveBeenCalledWith(VALUES, undefined);
    expect(api.deleteAddress).toHaveBeenCalledWith('a-1');
  });
});
