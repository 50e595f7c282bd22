import { LOCALE_OF, type Lang } from '../domain/lang';

/** The `<html lang>` value for a stored language code: screen readers and fonts follow it. */
export function htmlLangOf(lang: Lang): string {
  return LOCALE_OF[lang];
}
