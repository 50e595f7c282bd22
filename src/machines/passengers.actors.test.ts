import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { Page } from '../domain/envelope';
import type { SavedPassenger } from '../domain/passengers';
import type { PassengerForm } from '../domain/validation/passengerSchema';
import { passengersActors } from './passengers.actors';

const ZHANG = { uuid: 'p-1', name: '张三' } as unknown as SavedPassenger;
const PAGE: Page<SavedPassenger> = { records: [ZHANG], total: 1, current: 1, size: 10, pages: 1 };
const FORM = { name: '张三' } as unknown as PassengerForm;

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

function calls() {
  return {
    getPassengerPage: vi.fn(async () => PAGE),
    loadPassenger: vi.fn(async () => ZHANG),
    submitPassenger: vi.fn(async () => ZHANG),
    deletePassenger: vi.fn(async () => null),
  };
}
const signal = { signal: expect.any(AbortSignal) };

describe('saved passengers actors', () => {
  it('reads a page by its number and size', async () => {
    const api = calls();
    await expect(run(passengersActors(api).loadPage, { current: 2, size: 20, filter: undefined })).resolves.toEqual(PAGE);
    expect(api.getPassengerPage).toHaveBeenCalledWith({ current: 2, size: 20 }, signal);
  });

  it('loads, saves and deletes a passenger by its uuid', async () => {
    const api = calls();
    const actors = passengersActors(api);
    await expect(run(actors.loadItem, { uuid: 'p-1' })).resolves.toEqual(ZHANG);
    await expect(run(actors.saveItem, { values: FORM, uuid: 'p-1' })).resolves.toEqual(ZHANG);
    await run(actors.removeItem, { uuid: 'p-1' });
    expect(api.loadPassenger).toHaveBeenCalledWith('p-1', signal);
    expect(api.submitPassenger).toHaveBeenCalledWith(FORM, 'p-1');
    expect(api.deletePassenger).toHaveBeenCalledWith('p-1');
  });
});
