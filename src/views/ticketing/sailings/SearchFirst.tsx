import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { RuleViolation } from '../../../domain/ticketing/messages';
import { RefusalMessage } from '../RefusalMessage';

/** A list opened without the whole search in its address: what is missing, and the way to the search. */
export function SearchFirst({ refusal, titleId }: { refusal: RuleViolation | null; titleId: 'ticketing.oneWay.title' | 'ticketing.roundTrip.title' }) {
  return (
    <>
      <h1 id="ticketing-title" className="ticketing-page__title">
        <FormattedMessage id={titleId} />
      </h1>
      <RefusalMessage refusal={refusal} />
      <div className="sailing-list__state is-empty">
        <i className="pi pi-search" aria-hidden="true" />
        <Link href="/ticketing/search" className="p-button p-component">
          <FormattedMessage id="ticketing.editSearch" />
        </Link>
      </div>
    </>
  );
}
