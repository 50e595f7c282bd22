import type { EventObject, SnapshotFrom } from 'xstate';
import type { Page } from '../../src/domain/envelope';
import type { SavedPassenger } from '../../src/domain/passengers';
import type { PassengerForm } from '../../src/domain/validation/passengerSchema';
import type { ListEditorMachine } from '../../src/machines/listEditor.machine';
import { done } from './listEditor.testkit';
import { passengersModel } from './passengers.model';
import type { UiPathModel } from './uiModel';

/** The server answers in the UI: the model's actors never do, the walks send their answers. */
const machine = passengersModel.machine as ListEditorMachine<SavedPassenger, PassengerForm, undefined>;
type Snapshot = SnapshotFrom<typeof machine>;

/**
 * The passengers the page model stores for each walk (paths/passengers.page.ts prepares them
 * through the API). Only the number on each page matters to the chart: these stand for them.
 */
const demo = (uuid: string) => ({ uuid, cnSurname: '王', cnGivenName: uuid }) as SavedPassenger;
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => demo(`demo-${i + 1}`));
const pageOf = (current: number, records: SavedPassenger[], total: number): Page<SavedPassenger> => ({
  records,
  total,
  current,
  size: 10,
  pages: Math.max(1, Math.ceil(total / 10)),
});
/** What the dialog sends: the form's values as the page model types them. */
const VALUES = { cnSurname: '王', cnGivenName: '芳' } as PassengerForm;

const e = (event: EventObject & Record<string, unknown>) => event;
const save = e({ type: 'item.save', values: VALUES });

/**
 * A new user (nobody stored): adds a first passenger (or closes the dialog), then deletes them
 * or cancels the delete. Each list answer follows from the one before: after a save the one
 * passenger, after a delete nobody.
 */
function newUser(snapshot: Snapshot): EventObject[] {
  const { page } = snapshot.context;
  const NEW = demo('demo-new');
  if (snapshot.matches('loading')) return [done('loadPage', page === null || page.total === 1 ? pageOf(1, [], 0) : pageOf(1, [NEW], 1))];
  if (snapshot.matches('ready')) return page?.total === 0 ? [e({ type: 'item.add' })] : [e({ type: 'item.delete', item: NEW })];
  if (snapshot.matches({ editing: 'form' })) return [save, e({ type: 'editor.close' })];
  if (snapshot.matches({ editing: 'saving' })) return [done('saveItem', NEW)];
  if (snapshot.matches('confirmingDelete')) return [e({ type: 'delete.confirm' }), e({ type: 'delete.cancel' })];
  if (snapshot.matches('deleting')) return [done('removeItem', null)];
  return [];
}

/** Two passengers stored: the newest edited, as loaded now, and saved under its uuid. */
function twoStored(snapshot: Snapshot): EventObject[] {
  const [newest, oldest] = [demo('demo-2'), demo('demo-1')];
  if (snapshot.matches('loading')) return [done('loadPage', pageOf(1, [newest, oldest], 2))];
  if (snapshot.matches('ready')) return [e({ type: 'item.edit', item: newest })];
  if (snapshot.matches({ editing: 'loadingItem' })) return [done('loadItem', newest)];
  if (snapshot.matches({ editing: 'form' })) return [save];
  if (snapshot.matches({ editing: 'saving' })) return [done('saveItem', newest)];
  return [];
}

/** A page of `stored` passengers as the server answers it: ten a page, newest (demo-<stored>) first. */
function storedPage(current: number, stored: number): Page<SavedPassenger> {
  const newestFirst = rowsOf(stored).reverse();
  return pageOf(current, newestFirst.slice((current - 1) * 10, current * 10), stored);
}

/**
 * Eleven passengers stored, ten a page: to page 2, its only passenger deleted, and the list
 * with ten left is shown, where the user opens the first row to edit. The answers and the
 * gestures follow what the server holds, not the chart's page number: a chart that stayed on
 * the emptied page 2 still gets a path through it, and the screens fail it there.
 */
function elevenStored(snapshot: Snapshot): EventObject[] {
  const { current, page } = snapshot.context;
  // Only the delete leaves page 2 in this walk: ten are left after it.
  const stored = page?.current === 2 ? 10 : 11;
  if (snapshot.matches('loading')) return [done('loadPage', storedPage(current, stored))];
  if (snapshot.matches('ready')) {
    if (page?.total === 11) return [current === 1 ? e({ type: 'page.change', current: 2, size: 10 }) : e({ type: 'item.delete', item: demo('demo-1') })];
    return [e({ type: 'item.edit', item: demo('demo-10') })];
  }
  if (snapshot.matches('confirmingDelete')) return [e({ type: 'delete.confirm' })];
  if (snapshot.matches('deleting')) return [done('removeItem', null)];
  if (snapshot.matches({ editing: 'loadingItem' })) return [done('loadItem', demo('demo-10'))];
  return [];
}

/**
 * The saved-passengers list of a signed-in user. One walk per guarded answer: a new passenger's
 * save and an edited one's, a delete on page 1 and the last page's only one, are the same move
 * to the path generator, so each is the shortest of its own walk.
 */
export const passengersUiModel: UiPathModel<typeof machine> = {
  name: 'passengers',
  machine,
  walks: [
    { name: 'a new user adds a passenger and deletes them', events: newUser },
    { name: 'a user with two passengers edits one', events: twoStored },
    { name: 'a user with eleven passengers deletes the only one of page 2', events: elevenStored },
  ],
  unreachable: {
    'passengers.loadFailed': 'only a failed list call reaches it (the server is up in the UI runs)',
    'passengers.editing.loadFailed': 'only a failed call for the passenger to edit reaches it (the server is up in the UI runs)',
  },
  unreachableTransitions: {
    'passengers.loading --xstate.error.actor.loadPage--> passengers.loadFailed': 'only a failed list call takes it',
    'passengers.loadFailed --list.retry--> passengers.loading': 'the retry is offered only after a failed list call',
    'passengers.editing.loadingItem --xstate.error.actor.loadItem--> passengers.editing.loadFailed': 'only a failed call for the passenger to edit takes it',
    'passengers.editing.loadFailed --editor.retry--> passengers.editing.loadingItem': 'offered only after a failed call for the passenger',
    'passengers.editing.loadFailed --editor.close--> passengers.ready': 'offered only after a failed call for the passenger',
    'passengers.editing.loadingItem --editor.close--> passengers.ready':
      'the passenger loads before a user can close the dialog: closing while it loads is a race, not a gesture',
    'passengers.editing.saving --xstate.error.actor.saveItem--> passengers.editing.form':
      'the form checks the server’s rules and offers only listed codes: only a passenger deleted in another tab meanwhile is refused',
    'passengers.deleting --xstate.error.actor.removeItem--> passengers.ready': 'only a passenger deleted in another tab meanwhile is refused',
  },
};
