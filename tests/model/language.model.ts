import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Lang } from '../../src/domain/lang';
import type { Messages } from '../../src/i18n/catalogues';
import ja from '../../src/i18n/ja.json';
import zh from '../../src/i18n/zh.json';
import { languageMachine } from '../../src/machines/language.machine';
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
  invariants: {
    // Before the first catalogue nothing can be shown.
    'language.loading': ({ context }) => expect(context.messages).toBeNull(),
    'language.failed': ({ context }) => expect(context.messages).toBeNull(),
    // Ready: the page is wholly in its language, and no switch is pending.
    'language.ready': ({ context }) => {
      expect(context.messages).toBe(CATALOGUE_OF[context.lang]);
      expect(context.requested).toBe(context.lang);
    },
    // Switching: the page stays in the current language while another one loads.
    'language.switching': ({ context }) => {
      expect(context.messages).toBe(CATALOGUE_OF[context.lang]);
      expect(context.requested).not.toBe(context.lang);
    },
  },
  golden: [
    {
      name: 'switched to Japanese: the page is in Japanese',
      input: { lang: 'zh' },
      events: [
        { type: 'xstate.done.actor.loadCatalogue', output: zh } as EventObject,
        { type: 'language.switch', lang: 'jp' } as EventObject,
        { type: 'xstate.done.actor.loadCatalogue', output: ja } as EventObject,
      ],
      ends: { value: 'ready', context: { lang: 'jp', requested: 'jp', messages: { 'language.switched': '言語を切り替えました' } } },
    },
    {
      name: 'a switch whose catalogue failed: the page stays in Chinese',
      input: { lang: 'zh' },
      events: [
        { type: 'xstate.done.actor.loadCatalogue', output: zh } as EventObject,
        { type: 'language.switch', lang: 'jp' } as EventObject,
        { type: 'xstate.error.actor.loadCatalogue', error: 'offline' } as EventObject,
      ],
      ends: { value: 'ready', context: { lang: 'zh', requested: 'zh', messages: { 'language.switched': '切换语言成功' } } },
    },
    {
      name: 'a change of mind while the other catalogue loads: back to the current language at once',
      input: { lang: 'zh' },
      events: [
        { type: 'xstate.done.actor.loadCatalogue', output: zh } as EventObject,
        { type: 'language.switch', lang: 'jp' } as EventObject,
        { type: 'language.switch', lang: 'zh' } as EventObject,
      ],
      ends: { value: 'ready', context: { lang: 'zh', requested: 'zh' } },
    },
    {
      name: 'the first catalogue failed and is asked again',
      input: { lang: 'jp' },
      events: [
        { type: 'xstate.error.actor.loadCatalogue', error: 'offline' } as EventObject,
        { type: 'language.retry' },
        { type: 'xstate.done.actor.loadCatalogue', output: ja } as EventObject,
      ],
      ends: {
        value: 'ready',
        context: { lang: 'jp', messages: { 'language.switchFailed': '言語を切り替えられませんでした。しばらくしてから再度お試しください' } },
      },
    },
  ],
};
