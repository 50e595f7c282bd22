import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_OF, type Lang } from '../domain/lang';
import type { ConsoleMessages } from './i18n/adminCatalogues';
import { useConsole } from './ConsoleContext';

/** react-intl with the console's catalogue of the current language; nothing is shown before it arrives. */
export function ConsoleIntlProvider({ children }: { children: ReactNode }) {
  const { language, loadCatalogue } = useConsole();
  const lang = useSyncExternalStore(language.subscribe, language.get);
  const [loaded, setLoaded] = useState<{ lang: Lang; messages: ConsoleMessages } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFailed(false);
    loadCatalogue(lang).then(
      (messages) => current && setLoaded({ lang, messages }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [lang, loadCatalogue, attempt]);

  useEffect(() => {
    document.documentElement.lang = LOCALE_OF[lang];
  }, [lang]);

  if (failed && !loaded) {
    return (
      <main className="catalogue-failed" role="alert">
        <p lang="zh-CN">页面加载失败，请检查网络后重试。</p>
        <p lang="ja-JP">ページを読み込めませんでした。ネットワークを確認して、もう一度お試しください。</p>
        <button type="button" className="p-button" onClick={() => setAttempt((n) => n + 1)}>
          <span lang="zh-CN">重试</span> / <span lang="ja-JP">再試行</span>
        </button>
      </main>
    );
  }
  if (!loaded) return null;
  // While the other language loads, the page keeps speaking the one it has.
  return (
    <IntlProvider locale={LOCALE_OF[loaded.lang]} messages={loaded.messages} defaultLocale="zh-CN">
      {children}
    </IntlProvider>
  );
}
