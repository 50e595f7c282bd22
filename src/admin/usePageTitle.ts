import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { pageTitle } from '../i18n/pageTitle';
import type { AdminMessageId } from './i18n/adminCatalogues';

/** document.title: "page - console - product", in the current language. */
export function usePageTitle(titleId: AdminMessageId | undefined): void {
  const intl = useIntl();
  const consoleName = `${intl.formatMessage({ id: 'admin.header.consoleName' })} - ${intl.formatMessage({ id: 'app.productName' })}`;
  const title = titleId ? pageTitle(consoleName, intl.formatMessage({ id: titleId })) : consoleName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
