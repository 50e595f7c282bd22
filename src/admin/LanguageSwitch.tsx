import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { LANGS, LOCALE_OF, type Lang } from '../domain/lang';
import { useConsole } from './ConsoleContext';

/** Each language named in itself, so a staff member finds theirs whatever is shown. */
const NATIVE_NAME: Record<Lang, string> = { zh: '中文', jp: '日本語' };

/** zh / ja as two toggle buttons; the current one is pressed. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language } = useConsole();
  const current = useSyncExternalStore(language.subscribe, language.get);
  return (
    <div className="admin-language" role="group" aria-label={intl.formatMessage({ id: 'admin.header.language' })}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={LOCALE_OF[lang]}
          className={lang === current ? 'admin-language__option admin-language__option--current' : 'admin-language__option'}
          aria-pressed={lang === current}
          onClick={() => language.set(lang)}
        >
          {NATIVE_NAME[lang]}
        </button>
      ))}
    </div>
  );
}
