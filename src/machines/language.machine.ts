import { assign, fromPromise, setup } from 'xstate';
import type { Lang } from '../domain/lang';
import type { Messages } from '../i18n/catalogues';

export interface LanguageContext {
  lang: Lang;
  /** the catalogue of `lang`; null only before the first one has arrived */
  messages: Messages | null;
  /** the language a switch is loading */
  requested: Lang;
}

export type LanguageEvent =
  | { type: 'language.switch'; lang: Lang }
  /** the first catalogue failed to load: try again */
  | { type: 'language.retry' };

/**
 * The interface language (spec sections 1 and 4). The start language is decided
 * outside (detectLanguage) and handed in as input. Switching loads the other
 * catalogue first, so the screen changes at once and completely, then stores
 * the choice, updates `<html lang>` and says "Switch Language Success" in the new
 * language. Loading, storing, the document and the message are provided from outside.
 */
export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { lang: Lang },
  },
  actors: {
    loadCatalogue: fromPromise<Messages, { lang: Lang }>(async () => {
      throw new Error('loadCatalogue is provided by the application');
    }),
  },
  actions: {
    storeLanguage: (_, _params: { lang: Lang }) => {},
    applyDocumentLanguage: (_, _params: { lang: Lang }) => {},
    announceSwitched: (_, _params: { text: string }) => {},
    announceSwitchFailed: (_, _params: { text: string }) => {},
  },
  guards: {
    isAnotherLanguage: ({ context, event }) => event.type === 'language.switch' && event.lang !== context.lang,
    isCurrentLanguage: ({ context, event }) => event.type === 'language.switch' && event.lang === context.lang,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({ lang: input.lang, messages: null, requested: input.lang }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: {
          target: 'ready',
          actions: [assign({ messages: ({ event }) => event.output }), { type: 'applyDocumentLanguage', params: ({ context }) => ({ lang: context.lang }) }],
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'language.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'language.switch': {
          guard: 'isAnotherLanguage',
          target: 'switching',
          actions: assign({ requested: ({ event }) => event.lang }),
        },
      },
    },
    switching: {
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        input: ({ context }) => ({ lang: context.requested }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ lang: ({ context }) => context.requested, messages: ({ event }) => event.output }),
            { type: 'storeLanguage', params: ({ context }) => ({ lang: context.lang }) },
            { type: 'applyDocumentLanguage', params: ({ context }) => ({ lang: context.lang }) },
            { type: 'announceSwitched', params: ({ context }) => ({ text: context.messages?.['language.switched'] ?? '' }) },
          ],
        },
        // The page stays in the current language, and says so in it.
        onError: {
          target: 'ready',
          actions: [
            assign({ requested: ({ context }) => context.lang }),
            {
              type: 'announceSwitchFailed',
              params: ({ context }) => ({ text: context.messages?.['language.switchFailed'] ?? '' }),
            },
          ],
        },
      },
      on: {
        // Changing one's mind while the catalogue loads: stay in the current language.
        // (Asking again for the language being loaded changes nothing.)
        'language.switch': {
          guard: 'isCurrentLanguage',
          target: 'ready',
          actions: assign({ requested: ({ event }) => event.lang }),
        },
      },
    },
  },
});
