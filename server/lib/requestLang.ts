import { LANGS, type Lang } from '../../src/domain/lang';

/** The portal's `lang` header (the client's HTTP module sends it on every call), when it names a language. */
export function headerLang(header: string | string[] | undefined): Lang | undefined {
  const wanted = Array.isArray(header) ? header[0] : header;
  return LANGS.find((lang) => lang === wanted);
}

/** The language asked in the query, else the `lang` header, else Chinese. */
export function requestLang(query: string | undefined, header: string | string[] | undefined): Lang {
  return LANGS.find((lang) => lang === query) ?? (query === undefined ? headerLang(header) : undefined) ?? 'zh';
}
