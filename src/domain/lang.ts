/** Stored language codes, as the spec writes them (key `lang`). */
export type Lang = 'zh' | 'jp';
export const LANGS: readonly Lang[] = ['zh', 'jp'];
export const DEFAULT_LANG: Lang = 'zh';

/** BCP 47 locale used by react-intl and dayjs for each stored code. */
export const LOCALE_OF: Record<Lang, string> = { zh: 'zh-CN', jp: 'ja-JP' };

/** Text in both languages, as stored for bilingual content. */
export interface Bilingual {
  zh: string;
  ja: string;
}

export function pick(text: Bilingual, lang: Lang): string {
  return lang === 'zh' ? text.zh : text.ja;
}
