import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Lang } from '../../domain/lang';
import type { Messages } from '../../i18n/catalogues';
import ja from '../../i18n/ja.json';
import zh from '../../i18n/zh.json';
import { languageMachine } from '../language.machine';
import type { PathModel } from './pathModel';

const machine = languageMachine.provide({
  actors: { loadCatalogue: fromPromise<Messages, { lang: Lang }>(() => new Promise(() => {})) },
});

const CATALOGUE_OF: Record<Lang, Messages> = { zh, jp: ja };

/** Switches at any time; the catalogue's answer (the requested one) only while it loads. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'language.switch', lang: 'zh' } as EventObject,
    { type: 'language.switch', lang: 'jp' } as EventObject,
    { type: 'language.retry' },
  ];
  if (snapshot.matches('loading') || snapshot.matches('switching')) {
    const lang = snapshot.matches('loading') ? snapshot.context.lang : snapshot.context.requested;
    events.push(
      { type: 'xstate.done.actor.loadCatalogue', output: CATALOGUE_OF[lang] } as EventObject,
      { type: 'xstate.error.actor.loadCatalogue', error: 'offline' } as EventObject,
    );
  }
  return events;
}

export const languageModel: PathModel<typeof machine> = {
  name: 'language',
  machine,
  walks: [{ name: 'a visitor reading Chinese', input: { lang: 'zh' }, events: eventsIn }],
};
