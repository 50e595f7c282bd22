import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_OF } from '../domain/lang';
import { selectLang, selectLoadFailed, selectMessages } from '../machines/language.selectors';
import { useAppActors } from './AppActorsContext';

/** react-intl with the current language's catalogue; nothing is shown before it has arrived. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { language } = useAppActors();
  const lang = useSelector(language, selectLang);
  const messages = useSelector(language, selectMessages);
  const failed = useSelector(language, selectLoadFailed);

  if (failed) return <CatalogueFailed onRetry={() => language.send({ type: 'language.retry' })} />;
  if (!messages) return null;
  return (
    <IntlProvider locale={LOCALE_OF[lang]} messages={messages} defaultLocale="zh-CN">
      {children}
    </IntlProvider>
  );
}

/** Without a catalogue there are no words to use, so this one screen speaks both languages. */
function CatalogueFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="catalogue-failed" role="alert">
      <p lang="zh-CN">页面加载失败，请检查网络后重试。</p>
      <p lang="ja-JP">ページを読み込めませんでした。ネットワークを確認して、もう一度お試しください。</p>
      <button type="button" className="p-button" onClick={onRetry}>
        <span lang="zh-CN">重试</span> / <span lang="ja-JP">再試行</span>
      </button>
    </main>
  );
}
