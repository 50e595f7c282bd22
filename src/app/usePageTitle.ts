import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/catalogues';
import { pageTitle } from '../i18n/pageTitle';

/** Keeps document.title on "product name - route title", in the current language. */
export function usePageTitle(titleId: MessageId | undefined): void {
  const intl = useIntl();
  const title = pageTitle(intl.formatMessage({ id: 'app.productName' }), titleId ? intl.formatMessage({ id: titleId }) : undefined);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
