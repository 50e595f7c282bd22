import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { Page } from '../domain/envelope';
import { listEditorActors } from './listEditor.actors';

interface Entry {
  uuid: string;
  name: string;
}
const ENTRY: Entry = { uuid: 'e-1', name: '上海东海贸易' };
const PAGE: Page<Entry> = { records: [ENTRY], total: 1, current: 1, size: 10, pages: 1 };

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

function calls() {
  return {
    loadPage: vi.fn(async () => PAGE),
    loadItem: vi.fn(async () => ENTRY),
    saveItem: vi.fn(async () => ENTRY),
    removeItem: vi.fn(async () => 'removed'),
  };
}

describe('list-with-editor actors', () => {
  it('reads a page with its search, and can give the read up', async () => {
    const area = calls();
    const actors = listEditorActors<Entry, { name: string }, { keyword: string }>(area);
    await expect(run(actors.loadPage, { current: 2, size: 20, filter: { keyword: '东海' } })).resolves.toEqual(PAGE);
    expect(area.loadPage).toHaveBeenCalledWith({ current: 2, size: 20, filter: { keyword: '东海' } }, { signal: expect.any(AbortSignal) });
  });

  it('loads one entry by its uuid, and can give the read up', async () => {
    const area = calls();
    await expect(run(listEditorActors(area).loadItem, { uuid: 'e-1' })).resolves.toEqual(ENTRY);
    expect(area.loadItem).toHaveBeenCalledWith('e-1', { signal: expect.any(AbortSignal) });
  });

  it('saves the values, as a new entry or over the one edited', async () => {
    const area = calls();
    const actors = listEditorActors<Entry, { name: string }, undefined>(area);
    await expect(run(actors.saveItem, { values: { name: '新' } })).resolves.toEqual(ENTRY);
    await run(actors.saveItem, { values: { name: '改' }, uuid: 'e-1' });
    expect(area.saveItem.mock.calls).toEqual([
      [{ name: '新' }, undefined],
      [{ name: '改' }, 'e-1'],
    ]);
  });

  it('removes an entry by its uuid', async () => {
    const area = calls();
    await expect(run(listEditorActors(area).removeItem, { uuid: 'e-1' })).resolves.toBe('removed');
    expect(area.removeItem).toHaveBeenCalledWith('e-1');
  });

  it('a refused call fails the actor', async () => {
    const area = { ...calls(), removeItem: vi.fn(async () => Promise.reject(new Error('in use'))) };
    await expect(run(listEditorActors(area).removeItem, { uuid: 'e-1' })).rejects.toThrow('in use');
  });
});
