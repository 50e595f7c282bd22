import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createActor, fromPromise } from 'xstate';
import { AppActorsContext } from '../../../app/AppActorsContext';
import type { AppActors } from '../../../app/appActors';
import { slicePage, type Page } from '../../../domain/envelope';
import { LOCALE_OF, type Lang } from '../../../domain/lang';
import type { SavedPassenger } from '../../../domain/passengers';
import type { CountryItem, DictItem } from '../../../domain/baseData';
import type { Messages } from '../../../i18n/catalogues';
import ja from '../../../i18n/ja.json';
import zh from '../../../i18n/zh.json';
import { languageMachine } from '../../../machines/language.machine';

/** Test data of the passenger screens: the lists as the server seeds them, and passengers. */

const dict = (cde: string, cnnme: string, ennme: string): DictItem => ({ id: cde, cde, cnnme, ennme, sort: 0, extraInfoMap: { cnnme, ennme } });

export const DICTS: Record<string, DictItem[]> = {
  GENDER: [dict('MALE', '男', '男性'), dict('FEMALE', '女', '女性')],
  CERTIFICATE_TYPE: [dict('PASSPORT', '护照', 'パスポート'), dict('CN_ID_CARD', '中华人民共和国居民身份证', '中華人民共和国居民身分証')],
  OCCUPATION: [dict('STUDENT', '学生', '学生'), dict('TEACHER', '教师', '教員')],
};

export const countriesIn = (lang: Lang): CountryItem[] =>
  lang === 'zh'
    ? [
        { id: 'CN', cde: 'CN', name: '中国' },
        { id: 'JP', cde: 'JP', name: '日本' },
      ]
    : [
        { id: 'CN', cde: 'CN', name: '中国' },
        { id: 'JP', cde: 'JP', name: '日本' },
        { id: 'KR', cde: 'KR', name: '韓国' },
      ];

export function savedPassenger(n: number, overrides: Partial<SavedPassenger> = {}): SavedPassenger {
  return {
    uuid: `p-${n}`,
    cnSurname: '张',
    cnGivenName: `三${n}`,
    enSurname: 'Zhang',
    enGivenName: `San${String.fromCharCode(64 + (n % 26) + 1)}`,
    nationality: 'CN',
    gender: 'MALE',
    certificateType: 'PASSPORT',
    certificateNo: `E${1000000 + n}`,
    certificateExpiry: '2031-01-01',
    secondCertificateType: '',
    secondCertificateNo: '',
    secondCertificateExpiry: '',
    birthDate: '1990-05-06',
    career: '',
    email: '',
    cnMobile: '13812345678',
    jpMobile: '09012345678',
    jpAddress: '大阪府大阪市住之江区南港北1-20-15',
    sailingPurpose: '',
    createdAt: `2026-01-${String(n).padStart(2, '0')} 10:00:00`,
    updatedAt: `2026-01-${String(n).padStart(2, '0')} 10:00:00`,
    ...overrides,
  };
}

/** The user's passengers kept as the server keeps them: answered newest first, a page at a time. */
export function pageOf(all: readonly SavedPassenger[], current: number, size: number): Page<SavedPassenger> {
  const sorted = [...all].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return slicePage(sorted, { current, size });
}

const CATALOGUES: Record<Lang, Messages> = { zh, jp: ja };

/** A component under the app's language and messages, without the whole shell. */
export function renderInLang(ui: ReactNode, lang: Lang = 'zh') {
  const language = createActor(languageMachine.provide({ actors: { loadCatalogue: fromPromise(() => new Promise<Messages>(() => {})) } }), {
    input: { lang },
  }).start();
  const actors = { language } as unknown as AppActors;
  return render(
    <AppActorsContext.Provider value={actors}>
      <IntlProvider locale={LOCALE_OF[lang]} messages={CATALOGUES[lang]}>
        {ui}
      </IntlProvider>
    </AppActorsContext.Provider>,
  );
}

/** A field's label, with or without the required marker. */
export const fieldLabel = (text: string) => new RegExp(`^${text}\\*?$`);

/** Picks `option` in the PrimeReact Dropdown labelled `text` inside `scope`. */
export async function chooseOption(scope: ReturnType<typeof within>, text: string, option: string) {
  const dropdown = scope.getByLabelText(fieldLabel(text), { selector: 'input' }).closest('.p-dropdown')!;
  // A list still loading does not open.
  await waitFor(() => expect(dropdown.querySelector('[data-pc-section="loadingicon"]')).toBeNull(), { timeout: 3000 });
  // The list before this one is gone first (it closes on a timer), so the panel found is this one.
  await waitFor(() => expect(document.querySelector('.p-dropdown-panel')).toBeNull(), { timeout: 3000 });
  // jsdom runs no CSS transition: the open panel keeps display none, so it counts as hidden.
  const panel = await waitFor(
    () => {
      const open = document.querySelector<HTMLElement>('.p-dropdown-panel');
      if (open) return open;
      if (!dropdown.querySelector('[aria-expanded="true"]')) fireEvent.click(dropdown);
      throw new Error('the list did not open');
    },
    { timeout: 3000 },
  );
  fireEvent.click(within(panel).getByRole('option', { name: option, hidden: true }));
}
