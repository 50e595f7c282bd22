import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { loginPathFor } from '../../../app/navigator';
import type { ScheduledSailing } from '../../../domain/shipping/schedule';
import { vesselName } from '../../../domain/vessels';
import { useIntlLang } from '../../../i18n/useIntlLang';
import { bookingPathOfSailing } from '../bookings/sailingLink';
import { Permitted } from '../../../app/Permitted';

/** Who is looking at the schedule, as far as booking goes. */
export type Booker = 'enterprise' | 'visitor' | 'other';

type Props = {
  sailing: ScheduledSailing;
  booker: Booker;
  /** where a visitor comes back to after logging in: this search, with the sailing to book */
  returnTo: string;
};

/**
 * "Book this sailing": an approved enterprise opens the booking form filled in with the sailing
 * and its ports; a visitor logs in first and comes back to it; anyone else (an individual) is
 * told that booking needs an approved enterprise account.
 */
export function BookSailingAction({ sailing, booker, returnTo }: Props) {
  const label = `${vesselName(sailing.vessel, useIntlLang())} ${sailing.voyageCode}`;
  if (booker === 'enterprise') {
    return (
      <Permitted button="btn.booking.create">
        <Link
          href={bookingPathOfSailing({ voyageUuid: sailing.uuid, polCode: sailing.polCode, podCode: sailing.podCode })}
          className="p-button p-component schedule-card__book"
        >
          <i className="pi pi-file-edit" aria-hidden="true" /> <FormattedMessage id="schedule.book" />
          <span className="visually-hidden"> {label}</span>
        </Link>
      </Permitted>
    );
  }
  if (booker === 'visitor') {
    return (
      <Link href={loginPathFor(returnTo)} className="p-button p-component p-button-outlined schedule-card__book">
        <i className="pi pi-sign-in" aria-hidden="true" /> <FormattedMessage id="schedule.loginToBook" />
        <span className="visually-hidden"> {label}</span>
      </Link>
    );
  }
  return (
    <p className="schedule-card__no-book">
      <i className="pi pi-lock" aria-hidden="true" /> <FormattedMessage id="schedule.enterpriseOnly" />
    </p>
  );
}
