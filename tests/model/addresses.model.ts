import type { EventObject } from 'xstate';
import { expect } from 'vitest';
import type { LoadingAddress } from '../../src/domain/shipping/loadingAddresses';
import { addressesMachine } from '../../src/machines/addresses.machine';
import { done, error, listEditorModel } from './listEditor.testkit';

const entry = (uuid: string) => ({ uuid, name: uuid, city: 'x' }) as unknown as LoadingAddress;
const A = entry('a');
const B = entry('b');

export const addressesModel = listEditorModel(addressesMachine, {
  name: 'addresses',
  walk: 'the loading addresses screen',
  entries: [A, B],
  values: { name: 'N', city: 'C' },
  filter: { keyword: 'x' },
  invariants: {
    // Nothing is asked for before the first page; the search asked for is the one typed, trimmed.
    'addresses.loading': ({ context }) => {
      expect(context.current).toBeGreaterThanOrEqual(1);
      expect(context.filter.keyword).toBe(context.filter.keyword.trim());
    },
  },
  golden: (onSecondPage) => [
    {
      name: 'the only address of the second page deleted: the first page is asked for',
      events: [...onSecondPage, { type: 'item.delete', item: A } as EventObject, { type: 'delete.confirm' }, done('removeItem', null)],
      ends: { value: 'loading', context: { current: 1, selected: null } },
    },
    {
      name: 'a delete the server refused: the same page stays, nothing selected',
      events: [...onSecondPage, { type: 'item.delete', item: A } as EventObject, { type: 'delete.confirm' }, error('removeItem')],
      ends: { value: 'ready', context: { current: 2, selected: null } },
    },
    {
      name: 'a new address saved from the second page: the list is by name, the second page is asked again',
      events: [...onSecondPage, { type: 'item.add' }, { type: 'item.save', values: { name: 'N', city: 'C' } } as EventObject, done('saveItem', B)],
      ends: { value: 'loading', context: { current: 2, selected: null } },
    },
    {
      name: 'a search from the second page: trimmed, and shown from its first page',
      events: [...onSecondPage, { type: 'filter.apply', filter: { keyword: '  x ' } } as EventObject],
      ends: { value: 'loading', context: { current: 1, filter: { keyword: 'x' } } },
    },
  ],
});
