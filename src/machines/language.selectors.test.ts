import { describe, expect, it } from 'vitest';
import type { Messages } from '../i18n/catalogues';
import { languageMachine } from './language.machine';
import { selectLang, selectLoadFailed, selectMessages } from './language.selectors';

const JP = { 'language.switched': '言語を切り替えました' } as unknown as Messages;
const snapshotIn = (value: 'loading' | 'failed' | 'ready' | 'switching') =>
  languageMachine.resolveState({ value, context: { lang: 'jp', messages: JP, requested: 'zh' } });

describe('language selectors', () => {
  it('says the first catalogue failed only when it did', () => {
    expect(selectLoadFailed(snapshotIn('failed'))).toBe(true);
    expect(selectLoadFailed(snapshotIn('loading'))).toBe(false);
    expect(selectLoadFailed(snapshotIn('ready'))).toBe(false);
  });

  it('reads the language shown and its catalogue, not the one a switch is loading', () => {
    expect(selectLang(snapshotIn('switching'))).toBe('jp');
    expect(selectMessages(snapshotIn('switching'))).toBe(JP);
  });
});
