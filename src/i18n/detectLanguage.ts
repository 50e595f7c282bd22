import { DEFAULT_LANG, LANGS, type Lang } from '../domain/lang';

/**
 * The interface language (spec section 1, DOMAIN "Language codes"): a stored
 * choice wins; otherwise the first browser language that starts with zh (Chinese)
 * or ja/en (the Japanese/EN choice, Japanese text) decides; otherwise Chinese.
 * Browser languages are read in the user's order of preference.
 */
export function detectLanguage(stored: string | null | undefined, navigatorLanguages: readonly string[]): Lang {
  if (isLang(stored)) return stored;
  for (const tag of navigatorLanguages) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh';
    if (lower.startsWith('ja') || lower.startsWith('en')) return 'jp';
  }
  return DEFAULT_LANG;
}

function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
