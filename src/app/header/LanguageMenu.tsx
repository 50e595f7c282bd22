import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGS, LOCALE_OF, type Lang } from '../../domain/lang';
import type { MessageId } from '../../i18n/catalogues';
import { selectLang } from '../../machines/language.selectors';
import { useAppActors } from '../AppActorsContext';
import { Dropdown } from './Dropdown';

const LABEL_ID: Record<Lang, MessageId> = { zh: 'language.zh', jp: 'language.jp' };

/** Chinese and Japanese/EN; the current language's entry is disabled (spec section 2). */
export function LanguageMenu() {
  const intl = useIntl();
  const { language } = useAppActors();
  const current = useSelector(language, selectLang);
  return (
    <Dropdown
      className="language-menu"
      triggerLabel={`${intl.formatMessage({ id: 'header.language' })}: ${intl.formatMessage({ id: LABEL_ID[current] })}`}
      trigger={
        <>
          <i className="pi pi-globe" aria-hidden="true" />
          <span>
            <FormattedMessage id={LABEL_ID[current]} />
          </span>
        </>
      }
    >
      {LANGS.map((lang) => (
        <li key={lang}>
          <button
            type="button"
            className="dropdown__item"
            lang={LOCALE_OF[lang]}
            disabled={lang === current}
            aria-current={lang === current ? 'true' : undefined}
            onClick={() => language.send({ type: 'language.switch', lang })}
          >
            <FormattedMessage id={LABEL_ID[lang]} />
          </button>
        </li>
      ))}
    </Dropdown>
  );
}
