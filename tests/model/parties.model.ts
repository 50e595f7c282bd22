import type { EventObject } from 'xstate';
import { expect } from 'vitest';
import type { Party } from '../../src/domain/shipping/types';
import { partiesMachine } from '../../src/machines/parties.machine';
import { done, error, listEditorModel } from './listEditor.testkit';

const entry = (uuid: string) => ({ uuid, name: uuid, roles: ['SH'] }) as unknown as Party;
const A = entry('a');
const B = entry('b');

export const partiesModel = listEditorModel(partiesMachine, {
  name: 'parties',
  walk: 'the parties screen',
  entries: [A, B],
  values: { name: 'N', shipperInd: true },
  filter: { name: 'x', role: 'SH' },
  invariants: {
    // Nothing is asked for before the first page; the search asked for is the one typed, trimmed.
    'parties.loading': ({ context }) => {
      expect(context.current).toBeGreaterThanOrEqual(1);
      expect(context.filter.name).toBe(context.filter.name.trim());
    },
  },
  golden: (onSecondPage) => [
    {
      name: 'the only party of the second page deleted: the first page is asked for',
      events: [...onSecondPage, { type: 'item.delete', item: A } as EventObject, { type: 'delete.confirm' }, done('removeItem', null)],
      ends: { value: 'loading', context: { current: 1, selected: null } },
    },
    {
      name: 'a delete the server refused: the same page stays, nothing selected',
      events: [...onSecondPage, { type: 'item.delete', item: A } as EventObject, { type: 'delete.confirm' }, error('removeItem')],
      ends: { value: 'ready', context: { current: 2, selected: null } },
    },
    {
      name: 'a new party saved from the second page: the list is by name, the second page is asked again',
      events: [...onSecondPage, { type: 'item.add' }, { type: 'item.save', values: { name: 'N', shipperInd: true } } as EventObject, done('saveItem', B)],
      ends: { value: 'loading', context: { current: 2, selected: null } },
    },
    {
      name: 'a search from the second page: trimmed, and shown from its first page',
      events: [...onSecondPage, { type: 'filter.apply', filter: { name: '  x ', role: 'SH' } } as EventObject],
      ends: { value: 'loading', context: { current: 1, filter: { name: 'x', role: 'SH' } } },
    },
  ],
});
