import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { Page } from '../domain/envelope';
import type { CallOptions } from '../services/http';
import type { Party } from '../domain/shipping/types';
import { partiesActors } from './parties.actors';
import type { PartyValues } from './parties.machine';

const PARTY = { uuid: 'p-1', name: '上海东海贸易' } as Party;
const PAGE: Page<Party> = { records: [PARTY], total: 1, current: 1, size: 10, pages: 1 };
const VALUES = { name: '上海东海贸易', shipperInd: true } as PartyValues;

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

function calls() {
  return {
    getPartyPage: vi.fn(async (_query: object, _options?: CallOptions) => PAGE),
    loadParty: vi.fn(async () => PARTY),
    saveParty: vi.fn(async () => PARTY),
    deleteParty: vi.fn(async () => null),
  };
}
const signal = { signal: expect.any(AbortSignal) };

describe('address book actors', () => {
  it('sends neither an empty name nor an empty role', async () => {
    const api = calls();
    await expect(run(partiesActors(api).loadPage, { current: 1, size: 10, filter: { name: '', role: null } })).resolves.toEqual(PAGE);
    expect(api.getPartyPage).toHaveBeenCalledWith({ current: 1, size: 10 }, signal);
    expect(api.getPartyPage.mock.calls[0]?.[0]).not.toHaveProperty('name');
    expect(api.getPartyPage.mock.calls[0]?.[0]).not.toHaveProperty('role');
  });

  it('sends the name and the role searched for', async () => {
    const api = calls();
    await run(partiesActors(api).loadPage, { current: 2, size: 20, filter: { name: '东海', role: 'CO' } });
    expect(api.getPartyPage).toHaveBeenCalledWith({ current: 2, size: 20, name: '东海', role: 'CO' }, signal);
  });

  it('sends a role searched for without a name, and a name without a role', async () => {
    const api = calls();
    await run(partiesActors(api).loadPage, { current: 1, size: 10, filter: { name: '', role: 'SH' } });
    await run(partiesActors(api).loadPage, { current: 1, size: 10, filter: { name: '东海', role: null } });
    expect(api.getPartyPage.mock.calls.map(([query]) => query)).toEqual([
      { current: 1, size: 10, role: 'SH' },
      { current: 1, size: 10, name: '东海' },
    ]);
  });

  it('loads, saves and deletes a party by its uuid', async () => {
    const api = calls();
    const actors = partiesActors(api);
    await expect(run(actors.loadItem, { uuid: 'p-1' })).resolves.toEqual(PARTY);
    await expect(run(actors.saveItem, { values: VALUES, uuid: 'p-1' })).resolves.toEqual(PARTY);
    await run(actors.removeItem, { uuid: 'p-1' });
    expect(api.loadParty).toHaveBeenCalledWith('p-1', signal);
    expect(api.saveParty).toHaveBeenCalledWith(VALUES, 'p-1');
    expect(api.deleteParty).toHaveBeenCalledWith('p-1');
  });
});
