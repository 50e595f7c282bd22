import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { slicePage, type Page } from '../domain/envelope';
import type { Party } from '../domain/shipping/types';
import { partiesMachine, type PartyPageInput, type PartySaveInput, type PartyValues } from './parties.machine';

const party = (uuid: string, name = uuid) => ({ uuid, name, shipperInd: true, roles: ['SH'] }) as unknown as Party;
const VALUES = { name: '上海东海贸易', shipperInd: true } as PartyValues;

interface Answers {
  page?: (input: PartyPageInput) => Promise<Page<Party>>;
  load?: (input: { uuid: string }) => Promise<Party>;
  save?: (input: PartySaveInput) => Promise<Party>;
  remove?: (input: { uuid: string }) => Promise<unknown>;
}

/** A server with `total` parties p01..p<total>, by name. */
function pagesOf(total: number) {
  return async ({ current, size }: PartyPageInput): Promise<Page<Party>> => {
    const all = Array.from({ length: total }, (_, i) => party(`p${String(i + 1).padStart(2, '0')}`));
    return slicePage(all, { current, size });
  };
}

function start(answers: Answers = {}) {
  const effects = {
    page: vi.fn(answers.page ?? pagesOf(3)),
    load: vi.fn(answers.load ?? (async ({ uuid }: { uuid: string }) => party(uuid, 'fresh'))),
    save: vi.fn(answers.save ?? (async ({ uuid }: PartySaveInput) => party(uuid ?? 'new'))),
    remove: vi.fn(answers.remove ?? (async () => null)),
    saved: vi.fn(),
    deleted: vi.fn(),
    failed: vi.fn(),
  };
  const machine = partiesMachine.provide({
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

describe('address book chart', () => {
  it('loads the first page of 10 without filters; a page change asks for that page and size', async () => {
    const { actor, effects } = start({ page: pagesOf(25) });
    await settled(actor);
    actor.send({ type: 'page.change', current: 2, size: 20 });
    const ready = await settled(actor);
    expect(effects.page.mock.calls.map(([input]) => input)).toEqual([
      { current: 1, size: 10, filter: { name: '', role: null } },
      { current: 2, size: 20, filter: { name: '', role: null } },
    ]);
    expect(ready.context.page?.records).toHaveLength(5);
  });

  it('a search by name and role starts at the first page, with the name trimmed; later pages keep the filter', async () => {
    const { actor, effects } = start({ page: pagesOf(25) });
    await settled(actor);
    actor.send({ type: 'page.change', current: 3, size: 10 });
    await settled(actor);
    actor.send({ type: 'filter.apply', filter: { name: '  东海 ', role: 'CO' } });
    await settled(actor);
    actor.send({ type: 'page.change', current: 2, size: 10 });
    await settled(actor);
    expect(effects.page.mock.calls.slice(2).map(([input]) => input)).toEqual([
      { current: 1, size: 10, filter: { name: '东海', role: 'CO' } },
      { current: 2, size: 10, filter: { name: '东海', role: 'CO' } },
    ]);
  });

  it('a failed list offers a retry and nothing else', async () => {
    let calls = 0;
    const { actor } = start({ page: async (input) => (++calls === 1 ? Promise.reject(new Error('offline')) : pagesOf(1)(input)) });
    expect((await settled(actor)).value).toBe('loadFailed');
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'list.retry' });
    expect((await settled(actor)).context.page?.total).toBe(1);
  });

  it('adds: an empty form, saved without uuid, told, and the list asked again', async () => {
    const { actor, effects } = start();
    await settled(actor);
    actor.send({ type: 'item.add' });
    expect(actor.getSnapshot().matches({ editing: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.selected).toBeNull();
    actor.send({ type: 'item.save', values: VALUES });
    await settled(actor);
    expect(effects.save).toHaveBeenCalledWith({ values: VALUES, uuid: undefined });
    expect(effects.saved).toHaveBeenCalledTimes(1);
    expect(effects.page).toHaveBeenCalledTimes(2);
  });

  it('edits what the server holds now, and saves it under its uuid', async () => {
    const { actor, effects } = start();
    await settled(actor);
    actor.send({ type: 'item.edit', item: party('p02') });
    await waitFor(actor, (s) => s.matches({ editing: 'form' }));
    expect(effects.load).toHaveBeenCalledWith({ uuid: 'p02' });
    expect(actor.getSnapshot().context.selected?.name).toBe('fresh');
    actor.send({ type: 'item.save', values: VALUES });
    await settled(actor);
    expect(effects.save).toHaveBeenCalledWith({ values: VALUES, uuid: 'p02' });
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('a refused save stays in the form and hands the error to the screen (fields at the form)', async () => {
    const refusal = new Error('refused');
    const { actor, effects } = start({ save: async () => Promise.reject(refusal) });
    await settled(actor);
    actor.send({ type: 'item.add' });
    actor.send({ type: 'item.save', values: VALUES });
    await waitFor(actor, (s) => s.matches({ editing: 'form' }));
    expect(effects.failed).toHaveBeenCalledWith(refusal);
    expect(effects.saved).not.toHaveBeenCalled();
  });

  it('a party that cannot be loaded offers a retry or closing', async () => {
    let calls = 0;
    const { actor } = start({ load: async ({ uuid }) => (++calls === 1 ? Promise.reject(new Error('gone')) : party(uuid)) });
    await settled(actor);
    actor.send({ type: 'item.edit', item: party('p01') });
    await waitFor(actor, (s) => s.matches({ editing: 'loadFailed' }));
    actor.send({ type: 'editor.retry' });
    await waitFor(actor, (s) => s.matches({ editing: 'form' }));
    actor.send({ type: 'editor.close' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('deletes only after the confirmation; cancelling deletes nothing', async () => {
    const { actor, effects } = start();
    await settled(actor);
    actor.send({ type: 'item.delete', item: party('p01') });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(effects.remove).not.toHaveBeenCalled();
    actor.send({ type: 'item.delete', item: party('p01') });
    actor.send({ type: 'delete.confirm' });
    await settled(actor);
    expect(effects.remove).toHaveBeenCalledWith({ uuid: 'p01' });
    expect(effects.deleted).toHaveBeenCalledTimes(1);
  });

  it('deleting the only party of a later page shows the page before it', async () => {
    const { actor, effects } = start({ page: pagesOf(11) });
    await settled(actor);
    actor.send({ type: 'page.change', current: 2, size: 10 });
    await settled(actor);
    actor.send({ type: 'item.delete', item: party('p11') });
    actor.send({ type: 'delete.confirm' });
    await settled(actor);
    expect(effects.page).toHaveBeenLastCalledWith({ current: 1, size: 10, filter: { name: '', role: null } });
  });

  it('a refused delete goes back to the list and says why through the screen', async () => {
    const { actor, effects } = start({ remove: async () => Promise.reject(new Error('no')) });
    await settled(actor);
    actor.send({ type: 'item.delete', item: party('p01') });
    actor.send({ type: 'delete.confirm' });
    await settled(actor);
    expect(effects.failed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.selected).toBeNull();
  });
});
