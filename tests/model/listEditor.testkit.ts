import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../src/domain/envelope';
import type { ListEditorMachine, ListEntry } from '../../src/machines/listEditor.machine';
import type { GoldenPath, Invariants, PathModel } from './pathModel';

const never = <T>() => new Promise<T>(() => {});
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: 'refused' }) as EventObject;

interface ListEditorModelOptions<Item extends ListEntry> {
  /** the chart's id and file stem (`parties`) */
  name: string;
  walk: string;
  /** two entries: page 1 holds both, page 2 the first alone (11 in all, 10 a page) */
  entries: [Item, Item];
  /** the values an `item.save` sends */
  values: Record<string, unknown>;
  /** the search a `filter.apply` sends, for a list that has one */
  filter?: Record<string, unknown>;
  /** the area's own invariants, beside the ones every list with an editor keeps */
  invariants?: Invariants;
  /** the area's golden paths, written with `onSecondPage` (the second page shown, with its one entry) */
  golden: (onSecondPage: EventObject[]) => GoldenPath[];
}

/**
 * The path model of a list-with-editor chart (parties, loading addresses, saved passengers): the
 * gestures in every state, the calls' answers while each runs, and what every such list keeps.
 */
export function listEditorModel<Item extends ListEntry, Values, Filter>(
  chart: ListEditorMachine<Item, Values, Filter>,
  options: ListEditorModelOptions<Item>,
): PathModel {
  const machine = chart.provide({
    actors: {
      loadPage: fromPromise(() => never<Page<Item>>()),
      loadItem: fromPromise(() => never<Item>()),
      saveItem: fromPromise(() => never<Item>()),
      removeItem: fromPromise(() => never<unknown>()),
    },
  });
  const [A, B] = options.entries;
  const pageOf = (current: number, records: Item[]): Page<Item> => ({ records, total: 11, current, size: 10, pages: 2 });

  function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
    const events: EventObject[] = [
      { type: 'list.retry' },
      { type: 'page.change', current: 2, size: 10 } as EventObject,
      ...(options.filter ? [{ type: 'filter.apply', filter: options.filter } as EventObject] : []),
      { type: 'item.add' },
      { type: 'item.edit', item: A } as EventObject,
      { type: 'item.delete', item: A } as EventObject,
      { type: 'item.save', values: options.values } as EventObject,
      { type: 'editor.retry' },
      { type: 'editor.close' },
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
    ];
    if (snapshot.matches('loading')) {
      events.push(done('loadPage', snapshot.context.current === 1 ? pageOf(1, [A, B]) : pageOf(2, [A])), {
        type: 'xstate.error.actor.loadPage',
        error: 'offline',
      } as EventObject);
    }
    if (snapshot.matches({ editing: 'loadingItem' }))
      events.push(done('loadItem', A), { type: 'xstate.error.actor.loadItem', error: 'offline' } as EventObject);
    if (snapshot.matches({ editing: 'saving' })) events.push(done('saveItem', snapshot.context.selected ?? B), error('saveItem'));
    if (snapshot.matches('deleting')) events.push(done('removeItem', null), error('removeItem'));
    return events;
  }

  type Snapshot = SnapshotFrom<typeof machine>;
  const onPage = ({ context }: Snapshot) => expect(context.page?.records.map((r) => r.uuid)).toContain(context.selected?.uuid);
  const named = ({ context }: Snapshot) => expect(context.selected).not.toBeNull();
  const id = options.name;
  return {
    name: id,
    machine,
    walks: [{ name: options.walk, events: eventsIn }],
    invariants: {
      // Nothing is asked for before the first page.
      [`${id}.loading`]: ({ context }: Snapshot) => expect(context.current).toBeGreaterThanOrEqual(1),
      // The page shown is the page asked for.
      [`${id}.ready`]: ({ context }: Snapshot) => expect(context.page?.current).toBe(context.current),
      // The confirmation and the call are about one entry of the page shown.
      [`${id}.confirmingDelete`]: onPage,
      [`${id}.deleting`]: onPage,
      // Editing an existing entry always names it; a new one has none until saved.
      [`${id}.editing.loadingItem`]: named,
      [`${id}.editing.loadFailed`]: named,
      ...options.invariants,
    } as Invariants,
    golden: options.golden([
      done('loadPage', pageOf(1, [A, B])),
      { type: 'page.change', current: 2, size: 10 } as EventObject,
      done('loadPage', pageOf(2, [A])),
    ]),
  };
}
