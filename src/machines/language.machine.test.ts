import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Lang } from '../domain/lang';
import type { Messages } from '../i18n/catalogues';
import ja from '../i18n/ja.json';
import zh from '../i18n/zh.json';
import { languageMachine } from './language.machine';
import { selectLang, selectLoadFailed, selectMessages } from './language.selectors';

const CATALOGUES: Record<Lang, Messages> = { zh, jp: ja };

function start(lang: Lang, load: (lang: Lang) => Promise<Messages> = async (l) => CATALOGUES[l]) {
  const effects = {
    load: vi.fn(load),
    storeLanguage: vi.fn(),
    applyDocumentLanguage: vi.fn(),
    announceSwitched: vi.fn(),
    announceSwitchFailed: vi.fn(),
  };
  const machine = languageMachine.provide({
    actors: { loadCatalogue: fromPromise(({ input }) => effects.load(input.lang)) },
    actions: {
      storeLanguage: (_, p) => effects.storeLanguage(p.lang),
      applyDocumentLanguage: (_, p) => effects.applyDocumentLanguage(p.lang),
      announceSwitched: (_, p) => effects.announceSwitched(p.text),
      announceSwitchFailed: (_, p) => effects.announceSwitchFailed(p.text),
    },
  });
  const actor = createActor(machine, { input: { lang } }).start();
  return { actor, effects };
}

describe('language machine', () => {
  it('loads the start language’s catalogue, sets <html lang>, and stores nothing', async () => {
    const { actor, effects } = start('jp');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectLang(snapshot)).toBe('jp');
    expect(selectMessages(snapshot)?.['menu.index']).toBe(ja['menu.index']);
    expect(effects.load).toHaveBeenCalledWith('jp');
    expect(effects.applyDocumentLanguage).toHaveBeenCalledWith('jp');
    expect(effects.storeLanguage).not.toHaveBeenCalled();
  });

  it('switches: new catalogue, stored choice, document language and the success text in the new language', async () => {
    const { actor, effects } = start('zh');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'language.switch', lang: 'jp' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready') && s.context.lang === 'jp');
    expect(selectMessages(snapshot)?.['menu.index']).toBe(ja['menu.index']);
    expect(effects.storeLanguage).toHaveBeenCalledWith('jp');
    expect(effects.applyDocumentLanguage).toHaveBeenLastCalledWith('jp');
    expect(effects.announceSwitched).toHaveBeenCalledWith('言語を切り替えました');
  });

  it('says the success text in Chinese when switching to Chinese', async () => {
    const { actor, effects } = start('jp');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'language.switch', lang: 'zh' });
    await waitFor(actor, (s) => s.context.lang === 'zh');
    expect(effects.announceSwitched).toHaveBeenCalledWith('切换语言成功');
  });

  it('ignores a switch to the current language', async () => {
    const { actor, effects } = start('zh');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'language.switch', lang: 'zh' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(effects.load).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the current language while the other loads, and lets the user change their mind', async () => {
    const { actor, effects } = start('zh');
    await waitFor(actor, (s) => s.matches('ready'));
    effects.load.mockImplementation(() => new Promise(() => {}));
    actor.send({ type: 'language.switch', lang: 'jp' });
    expect(actor.getSnapshot().value).toBe('switching');
    expect(selectLang(actor.getSnapshot())).toBe('zh');
    actor.send({ type: 'language.switch', lang: 'zh' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(effects.storeLanguage).not.toHaveBeenCalled();
  });

  it('stays in the current language when the other catalogue fails, and says so', async () => {
    const { actor, effects } = start('zh');
    await waitFor(actor, (s) => s.matches('ready'));
    effects.load.mockRejectedValueOnce(new Error('offline'));
    actor.send({ type: 'language.switch', lang: 'jp' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectLang(snapshot)).toBe('zh');
    expect(effects.announceSwitchFailed).toHaveBeenCalledWith(zh['language.switchFailed']);
    expect(effects.storeLanguage).not.toHaveBeenCalled();
  });

  it('reports a first catalogue that fails, and retries it', async () => {
    let attempts = 0;
    const { actor } = start('zh', async (lang) => {
      if (attempts++ === 0) throw new Error('offline');
      return CATALOGUES[lang];
    });
    await waitFor(actor, (s) => selectLoadFailed(s));
    actor.send({ type: 'language.retry' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectMessages(snapshot)?.['menu.index']).toBe(zh['menu.index']);
  });
});
