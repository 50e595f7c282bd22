import { useIntl } from 'react-intl';
import type { Lang } from '../domain/lang';

/**
 * The language of the texts around: the IntlProvider's locale as a stored language code. For
 * words the catalogues do not hold (money, vessel names) in components that render under
 * either provider, the portal's or the console's, whose languages are kept apart.
 */
export function useIntlLang(): Lang {
  return useIntl().locale.startsWith('ja') ? 'jp' : 'zh';
}
