import type { Lang } from '../../domain/lang';
import { loadCatalogue, type Messages } from '../../i18n/catalogues';
import type zh from './zh.json';

/** The console's own message ids (prefixed `admin.`); admin/i18n/zh.json is the reference. */
export type AdminMessageId = keyof typeof zh;
export type ConsoleMessages = Messages & Record<AdminMessageId, string>;

/**
 * The console speaks with the customer catalogue's shared words (fields, validation,
 * enums) plus its own. Both load per language; the console's own catalogue never
 * reaches the customer site, which does not import this module.
 */
export async function loadConsoleCatalogue(lang: Lang): Promise<ConsoleMessages> {
  const [shared, own] = await Promise.all([loadCatalogue(lang), lang === 'zh' ? import('./zh.json') : import('./ja.json')]);
  return { ...shared, ...own.default };
}
