import type { SnapshotFrom } from 'xstate';
import type { languageMachine } from './language.machine';

type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

export const selectLang = (snapshot: LanguageSnapshot) => snapshot.context.lang;
export const selectMessages = (snapshot: LanguageSnapshot) => snapshot.context.messages;
/** The first catalogue could not be loaded. */
export const selectLoadFailed = (snapshot: LanguageSnapshot) => snapshot.matches('failed');
