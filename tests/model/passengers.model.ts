import type { EventObject } from 'xstate';

import type { SavedPassenger } from '../../src/domain/passengers';
import { passengersMachine } from '../../src/machines/passengers.machine';
import { done, error, listEditorModel } from './listEditor.testkit';

const entry = (uuid: string) => ({ uuid, cnSurname: '张', cnGivenName: uuid }) as SavedPassenger;
const A = entry('a');
const B = entry('b');

export const passengersModel = listEditorModel(passengersMachine, {
  name: 'passengers',
  walk: 'my saved passengers',
  entries: [A, B],
  values: { cnSurname: '李' },
  golden: (onSecondPage) => [
    {
      name: 'the only passenger of the second page deleted: the first page is asked for',
      events: [...onSecondPage, { type: 'item.delete', item: A } as EventObject, { type: 'delete.confirm' }, done('removeItem', null)],
      ends: { value: 'loading', context: { current: 1, selected: null } },
    },
    {
      name: 'a delete the server refused: the same page stays, nobody selected',
      events: [...onSecondPage, { type: 'item.delete', item: A } as EventObject, { type: 'delete.confirm' }, error('removeItem')],
      ends: { value: 'ready', context: { current: 2, selected: null } },
    },
    {
      name: 'a new passenger saved from the second page: the first page (newest first) is asked for',
      events: [...onSecondPage, { type: 'item.add' }, { type: 'item.save', values: { cnSurname: '李' } } as EventObject, done('saveItem', B)],
      ends: { value: 'loading', context: { current: 1 } },
    },
    {
      name: 'a passenger edited on the second page: the second page is asked again',
      events: [
        ...onSecondPage,
        { type: 'item.edit', item: A } as EventObject,
        done('loadItem', A),
        { type: 'item.save', values: { cnSurname: '李' } } as EventObject,
        done('saveItem', A),
      ],
      ends: { value: 'loading', context: { current: 2, selected: null } },
    },
  ],
});
