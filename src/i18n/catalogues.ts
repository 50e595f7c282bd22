import type { Lang } from '../domain/lang';
import type zh from './zh.json';

/** Every message id of the product; zh.json is the reference catalogue. */
export type MessageId = keyof typeof zh;
export type Messages = Record<MessageId, string>;

/**
 * Catalogues load per language, so the home page only downloads the one it shows.
 * Each branch is its own dynamic import on purpose: Vite makes one chunk of each.
 */
export async function loadCatalogue(lang: Lang): Promise<Messages> {
  const module = lang === 'zh' ? await import('./zh.json') : await import('./ja.json');
  return module.default;
}
