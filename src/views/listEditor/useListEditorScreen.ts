import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useAppActors } from '../../app/AppActorsContext';
import { machineInspector } from '../../app/machineInspector';
import { useLatest } from '../../app/useLatest';
import type { listEditorActors } from '../../machines/listEditor.actors';
import type { ListEditorMachine, ListEntry } from '../../machines/listEditor.machine';
import type { ListEditorPrefix } from './ListEditorPage';

/**
 * A list-with-editor chart with its calls and the area's "saved" / "deleted" messages.
 * A refused delete was told by the HTTP client already; a refused save may name fields.
 */
export function useListEditorScreen<Item extends ListEntry, Values, Filter>(
  machine: ListEditorMachine<Item, Values, Filter>,
  actors: ReturnType<typeof listEditorActors<Item, Values, Filter>>,
  prefix: ListEditorPrefix,
  onSaveRefused: (error: unknown) => void,
) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const latest = useLatest({ intl, onSaveRefused });
  const say = (id: `${ListEditorPrefix}.${'saved' | 'deleted'}`) => notifier.notify(latest.current.intl.formatMessage({ id }), 'success');
  return useActorRef(
    machine.provide({
      actors,
      actions: {
        saved: () => say(`${prefix}.saved`),
        deleted: () => say(`${prefix}.deleted`),
        failed: (_, { error }) => latest.current.onSaveRefused(error),
      },
    }),
    { inspect: machineInspector() },
  );
}
