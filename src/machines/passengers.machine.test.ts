import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { slicePage, type Page } from '../domain/envelope';
import type { SavedPassenger } from '../domain/passengers';
import type { PassengerForm } from '../domain/validation/passengerSchema';
import { passengersMachine, type SaveInput } from './passengers.machine';

const passenger = (uuid: string, cnGivenName = uuid) => ({ uuid, cnSurname: '张', cnGivenName }) as SavedPassenger;
const VALUES = { cnSurname: '李', cnGivenName: '四' } as PassengerForm;

interface Answers {
  page?: (input: { current: number; size: number }) => Promise<Page<SavedPassenger>>;
  load?: (input: { uuid: string }) => Promise<SavedPassenger>;
  save?: (input: SaveInput) => Promise<SavedPassenger>;
  remove?: (input: { uuid: string }) => Promise<unknown>;
}

/** A server with `total` passengers p1..p<total>, newest (highest) first. */
function pagesOf(total: number) {
  return async ({ current, size }: { current: number; size: number }): Promise<Page<SavedPassenger>> => {
    const all = Array.from({ length: total }, (_, i) => passenger(`p${total - i}`));
    return slicePage(all, { current, size });
  };
}

function start(answers: Answers = {}) {
  const effects = {
    page: vi.fn(answers.page ?? pagesOf(3)),
    load: vi.fn(answers.load ?? (async ({ uuid }: { uuid: string }) => passenger(uuid, 'fresh'))),
    save: vi.fn(answers.save ?? (async ({ uuid }: SaveInput) => passenger(uuid ?? 'new'))),
    remove: vi.fn(answers.remove ?? (async () => null)),
    saved: vi.fn(),
    deleted: vi.fn(),
    failed: vi.fn(),
  };
  const machine = passengersMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => effects.page(input)),
      loadItem: fromPromise(({ input }) => effects.load(input)),
      saveItem: fromPromise(({ input }) => effects.save(input)),
      removeItem: fromPromise(({ input }) => effects.remove(input)),
    },
    actions: { saved: effects.saved, deleted: effects.deleted, failed: (_, { error }) => effects.failed(error) },
  });
  const actor = createActor(machine).start();
  return { actor, effects };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready') || s.matches('loadFailed'));

describe('passengers screen chart', () => {
  it('loads the first page of 10 on opening; a page change asks for that page and size', async () => {
    const { actor, effects } = start({ page: pagesOf(25) });
    expect((await settled(actor)).context.page?.records.map((p) => p.uuid)[0]).toBe('p25');
    actor.send({ type: 'page.change', current: 2, size: 20 });
    const ready = await settled(actor);
    expect(effects.page.mock.calls.map(([input]) => input)).toEqual([
      { current: 1, size: 10 },
      { current: 2, size: 20 },
    ]);
    expect(ready.context.page?.records.map((p) => p.uuid)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
  });

  it('a failed list offers a retry, which asks again', async () => {
    let calls = 0;
    const { actor } = start({ page: async (input) => (++calls === 1 ? Promise.reject(new Error('offline')) : pagesOf(1)(input)) });
    expect((await settled(actor)).value).toBe('loadFailed');
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'list.retry' });
    expect((await settled(actor)).context.page?.total).toBe(1);
  });

  it('adds: the form is empty, saved without uuid, "Save successful", then the first page again', async () => {
    const { actor, effects } = start({ page: pagesOf(25) });
    await settled(actor);
    actor.send({ type: 'page.change', current: 3, size: 10 });
    await settled(actor);
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot().matches({ editing: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
    actor.send({ type: 'item.save', values: VALUES });
    const ready = await settled(actor);
    expect(effects.save).toHaveBeenCalledWith({ values: VALUES, uuid: undefined });
    expect(effects.saved).toHaveBeenCalledTimes(1);
    expect(ready.context.current).toBe(1);
    expect(effects.page).toHaveBeenLastCalledWith({ current: 1, size: 10 });
  });

  it('edits what the server holds now, saves it with its uuid and stays on the page', async () => {
    const { actor, effects } = start({ page: pagesOf(25) });
    await settled(actor);
    actor.send({ type: 'page.change', current: 2, size: 10 });
    await settled(actor);
    actor.send({ type: 'item.edit', item: passenger('p12') });
    const form = await waitFor(actor, (s) => s.matches({ editing: 'form' }));
    expect(effects.load).toHaveBeenCalledWith({ uuid: 'p12' });
    expect(form.context.selected?.cnGivenName).toBe('fresh');
    actor.send({ type: 'item.save', values: VALUES });
    const ready = await settled(actor);
    expect(effects.save).toHaveBeenCalledWith({ values: VALUES, uuid: 'p12' });
    expect(ready.context.current).toBe(2);
    expect(ready.context.selected).toBeNull();
  });

  it('a refused save stays in the form with the error handed to the screen, and can be sent again', async () => {
    const refusal = Object.assign(new Error('请选择国籍'), { fields: { nationality: '请选择国籍' } });
    let calls = 0;
    const { actor, effects } = start({ save: async () => (++calls === 1 ? Promise.reject(refusal) : passenger('new')) });
    await settled(actor);
    actor.send({ type: 'item.add' });
    actor.send({ type: 'item.save', values: VALUES });
    await waitFor(actor, (s) => s.matches({ editing: 'form' }));
    expect(effects.failed).toHaveBeenCalledWith(refusal);
    expect(effects.saved).not.toHaveBeenCalled();
    actor.send({ type: 'item.save', values: VALUES });
    await settled(actor);
    expect(effects.saved).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while saving; closes without a call otherwise', async () => {
    const { actor, effects } = start({ save: () => new Promise(() => {}) });
    await settled(actor);
    actor.send({ type: 'item.add' });
    actor.send({ type: 'editor.close' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'item.add' });
    actor.send({ type: 'item.save', values: VALUES });
    actor.send({ type: 'editor.close' });
    expect(actor.getSnapshot().matches({ editing: 'saving' })).toBe(true);
    expect(effects.save).toHaveBeenCalledTimes(1);
  });

  it('a passenger that cannot be loaded: retry or close, never a form with stale data', async () => {
    let calls = 0;
    const { actor } = start({ load: async ({ uuid }) => (++calls === 1 ? Promise.reject(new Error('gone')) : passenger(uuid)) });
    await settled(actor);
    actor.send({ type: 'item.edit', item: passenger('p1') });
    await waitFor(actor, (s) => s.matches({ editing: 'loadFailed' }));
    actor.send({ type: 'item.save', values: VALUES });
    expect(actor.getSnapshot().matches({ editing: 'loadFailed' })).toBe(true);
    actor.send({ type: 'editor.retry' });
    await waitFor(actor, (s) => s.matches({ editing: 'form' }));
  });

  it('deletes only after the confirmation, then "Delete successful" and the list again', async () => {
    const { actor, effects } = start();
    await settled(actor);
    actor.send({ type: 'item.delete', item: passenger('p2') });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(effects.remove).not.toHaveBeenCalled();
    actor.send({ type: 'item.delete', item: passenger('p2') });
    actor.send({ type: 'delete.confirm' });
    await settled(actor);
    expect(effects.remove).toHaveBeenCalledWith({ uuid: 'p2' });
    expect(effects.deleted).toHaveBeenCalledTimes(1);
    expect(effects.page).toHaveBeenCalledTimes(2);
  });

  it('deleting the only passenger of a later page goes back one page; of the first page it stays', async () => {
    const { actor, effects } = start({ page: pagesOf(11) });
    await settled(actor);
    actor.send({ type: 'page.change', current: 2, size: 10 });
    await settled(actor);
    actor.send({ type: 'item.delete', item: passenger('p1') });
    actor.send({ type: 'delete.confirm' });
    expect((await settled(actor)).context.current).toBe(1);
    expect(effects.page).toHaveBeenLastCalledWith({ current: 1, size: 10 });

    const single = start({ page: pagesOf(1) });
    await settled(single.actor);
    single.actor.send({ type: 'item.delete', item: passenger('p1') });
    single.actor.send({ type: 'delete.confirm' });
    expect((await settled(single.actor)).context.current).toBe(1);
  });

  it('a refused delete: the error to the screen, the list as it was', async () => {
    const { actor, effects } = start({ remove: async () => Promise.reject(new Error('refused')) });
    await settled(actor);
    actor.send({ type: 'item.delete', item: passenger('p2') });
    actor.send({ type: 'delete.confirm' });
    const ready = await settled(actor);
    expect(effects.failed).toHaveBeenCalledTimes(1);
    expect(effects.deleted).not.toHaveBeenCalled();
    expect(ready.context.selected).toBeNull();
    expect(effects.page).toHaveBeenCalledTimes(1);
  });
});
