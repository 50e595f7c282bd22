import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { MessageId } from '../../i18n/catalogues';

interface InfoBannerProps {
  titleId: MessageId;
  leadId?: MessageId;
  icon: string;
  /** the page above this one, when it is not the home page */
  parent?: { href: string; labelId: MessageId };
  children?: ReactNode;
}

/** The information pages' opening band: where the visitor is, the page's name and what it holds. */
export function InfoBanner({ titleId, leadId, icon, parent, children }: InfoBannerProps) {
  return (
    <header className="info-banner">
      <div className="info-banner__inner">
        <nav className="info-banner__trail" aria-labelledby="info-trail-label">
          <span id="info-trail-label" className="visually-hidden">
            <FormattedMessage id="info.trail" />
          </span>
          <Link href="/">
            <FormattedMessage id="menu.index" />
          </Link>
          <i className="pi pi-angle-right" aria-hidden="true" />
          {parent && (
            <>
              <Link href={parent.href}>
                <FormattedMessage id={parent.labelId} />
              </Link>
              <i className="pi pi-angle-right" aria-hidden="true" />
            </>
          )}
          <span aria-current="page">
            <FormattedMessage id={titleId} />
          </span>
        </nav>
        {children ?? (
          <>
            <h1 className="info-banner__title">
              <i className={`pi ${icon}`} aria-hidden="true" />
              <FormattedMessage id={titleId} />
            </h1>
            {leadId && (
              <p className="info-banner__lead">
                <FormattedMessage id={leadId} />
              </p>
            )}
          </>
        )}
      </div>
    </header>
  );
}
