import { describe, expect, it } from 'vitest';
import type { Page } from '../domain/envelope';
import type { SavedPassenger } from '../domain/passengers';
import type { PassengerForm } from '../domain/validation/passengerSchema';
import { listEditorSelectors } from './listEditor.selectors';
import type { Party } from '../domain/shipping/types';
import { partiesMachine, type PartyFilter, type PartyValues } from './parties.machine';
import { passengersMachine } from './passengers.machine';

const ZHANG = { uuid: 'p-1', name: '张三' } as unknown as SavedPassenger;
const LI = { uuid: 'p-2', name: '李四' } as unknown as SavedPassenger;
const PAGE: Page<SavedPassenger> = { records: [ZHANG, LI], total: 12, current: 2, size: 10, pages: 2 };

/** Built in each test, as a screen builds them while it renders. */
const selectors = () => listEditorSelectors<SavedPassenger, PassengerForm>();

/** The chart in `value`, on the second page of twelve passengers, about Zhang. */
const snapshotIn = (value: Parameters<typeof passengersMachine.resolveState>[0]['value']) =>
  passengersMachine.resolveState({ value, context: { current: 2, size: 10, filter: undefined, page: PAGE, selected: ZHANG } });

const STATES = {
  loading: 'loading',
  loadFailed: 'loadFailed',
  ready: 'ready',
  confirmingDelete: 'confirmingDelete',
  deleting: 'deleting',
  'editing.loadingItem': { editing: 'loadingItem' },
  'editing.loadFailed': { editing: 'loadFailed' },
  'editing.form': { editing: 'form' },
  'editing.saving': { editing: 'saving' },
} as const;

/** Each flag of the screen, and the states it is raised in (lowered in all the others). */
const FLAGS: [keyof ReturnType<typeof selectors>, (keyof typeof STATES)[]][] = [
  ['selectIsListLoading', ['loading']],
  ['selectListFailed', ['loadFailed']],
  ['selectEditorOpen', ['editing.loadingItem', 'editing.loadFailed', 'editing.form', 'editing.saving']],
  ['selectEditorLoading', ['editing.loadingItem']],
  ['selectEditorFailed', ['editing.loadFailed']],
  ['selectEditorReady', ['editing.form', 'editing.saving']],
  ['selectIsSaving', ['editing.saving']],
  ['selectConfirmingDelete', ['confirmingDelete']],
  ['selectIsDeleting', ['deleting']],
  ['selectCanAct', ['ready']],
];

describe('list-with-editor selectors', () => {
  describe.each(FLAGS)('%s', (name, raisedIn) => {
    it.each(Object.keys(STATES) as (keyof typeof STATES)[])('in %s', (state) => {
      const selector = selectors()[name] as (snapshot: ReturnType<typeof snapshotIn>) => unknown;
      expect(selector(snapshotIn(STATES[state]))).toBe(raisedIn.includes(state));
    });
  });

  it('reads the page shown, its number and size, and whom the editor is about', () => {
    const select = selectors();
    const snapshot = snapshotIn('ready');
    expect(select.selectPage(snapshot)?.records.map((p) => p.uuid)).toEqual(['p-1', 'p-2']);
    expect(select.selectCurrent(snapshot)).toBe(2);
    expect(select.selectSize(snapshot)).toBe(10);
    expect(select.selectSelected(snapshot)?.uuid).toBe('p-1');
  });

  it('reads the search of a list that has one', () => {
    const parties = listEditorSelectors<Party, PartyValues, PartyFilter>();
    const snapshot = partiesMachine.resolveState({
      value: 'ready',
      context: { current: 1, size: 10, filter: { name: '东海', role: null }, page: null, selected: null },
    });
    expect(parties.selectFilter(snapshot)).toEqual({ name: '东海', role: null });
  });
});
