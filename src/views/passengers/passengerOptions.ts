import type { DictItem } from '../../domain/baseData';
import type { Lang } from '../../domain/lang';
import type { CustomerServices } from '../../app/customerServices';

type OptionCalls = Pick<CustomerServices['baseData'], 'getCountries' | 'getDictList'>;

export interface Option {
  value: string;
  label: string;
}

/** The lists the passenger form picks from (spec 3 "Dictionaries"), labelled in one language. */
export interface PassengerOptions {
  countries: Option[];
  genders: Option[];
  certificateTypes: Option[];
  careers: Option[];
}

/** A dictionary item's name: cnnme in Chinese, ennme (the Japanese name) otherwise. */
function dictLabel(item: Pick<DictItem, 'cnnme' | 'ennme'>, lang: Lang): string {
  return lang === 'zh' ? item.cnnme : item.ennme;
}

/** Per set of calls (the app's, or a test's fakes), per language. */
const loaded = new WeakMap<OptionCalls, Map<Lang, Promise<PassengerOptions>>>();

/**
 * Loads the lists once per language: an order form shows several passengers' fields,
 * and each would otherwise ask for the same four lists. A failed load is forgotten, so
 * the next form asks again.
 */
export function loadPassengerOptions(calls: OptionCalls, lang: Lang): Promise<PassengerOptions> {
  const byLang = loaded.get(calls) ?? new Map<Lang, Promise<PassengerOptions>>();
  loaded.set(calls, byLang);
  const known = byLang.get(lang);
  const { getCountries, getDictList } = calls;
  if (known) return known;
  const dict = async (type: 'GENDER' | 'CERTIFICATE_TYPE' | 'OCCUPATION') =>
    (await getDictList(type)).map((item) => ({ value: item.cde, label: dictLabel(item, lang) }));
  const loading = Promise.all([getCountries(lang), dict('GENDER'), dict('CERTIFICATE_TYPE'), dict('OCCUPATION')]).then(
    ([countries, genders, certificateTypes, careers]) => ({
      countries: countries.map((country) => ({ value: country.cde, label: country.name })),
      genders,
      certificateTypes,
      careers,
    }),
  );
  byLang.set(lang, loading);
  loading.catch(() => byLang.delete(lang));
  return loading;
}

/** The label of `value` in `options`, or the value itself when the list does not have it. */
export function optionLabel(options: readonly Option[] | undefined, value: string): string {
  return options?.find((option) => option.value === value)?.label ?? value;
}
