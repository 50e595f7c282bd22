import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppActors, useGrantedMenus } from '../../../app/AppActorsContext';
import type { PageProps } from '../../../app/routes';
import { useLoaded } from '../../../app/customerServices';
import type { ScheduledSailing } from '../../../domain/shipping/schedule';
import { selectSessionUser } from '../../../machines/session.selectors';
import { bookingPathOfSailing } from '../bookings/sailingLink';
import { BookSailingAction, type Booker } from './BookSailingAction';
import { SailingCard } from './SailingCard';
import { scheduleQueryOf, scheduleSearchOf } from './scheduleQuery';
import { ScheduleSearchForm } from './ScheduleSearchForm';
import '../shippingScreens.css';
import './schedule.css';

/**
 * Sailing schedules (/scheduleMgt in the container layout, /scheduleMgtTwo in the ticketing
 * one; public): sailings between two ports in a range of departure days, each bookable from
 * here. The search lives in the address, so reloading or going back shows the same results.
 */
export default function SchedulePage({ route, search }: Pick<PageProps, 'route' | 'search'>) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { session } = useAppActors();
  const loggedIn = useSelector(session, selectSessionUser) !== null;
  const canBook = useGrantedMenus().has('menu.booking');
  const booker: Booker = canBook ? 'enterprise' : loggedIn ? 'other' : 'visitor';
  const query = useMemo(() => scheduleQueryOf(search), [search]);
  const { values, complete, book } = query;
  const searchKey = complete ? scheduleSearchOf(values) : '';
  const [results, reload] = useLoaded<ScheduledSailing[] | null>(
    ({ schedule }) => (complete ? schedule.searchSchedule(values) : Promise.resolve(null)),
    searchKey,
  );
  const loading = complete && results.status === 'loading';

  // Back from logging in to book a sailing: an enterprise goes on to the form it asked for.
  useEffect(() => {
    if (book && canBook) navigate(bookingPathOfSailing({ voyageUuid: book, polCode: values.polCode, podCode: values.podCode }), { replace: true });
  }, [book, canBook, navigate, values.polCode, values.podCode]);

  const sailings = results.status === 'ready' ? results.data : null;

  return (
    <section className="page schedule-page" aria-labelledby="schedule-title" aria-busy={loading}>
      <div className="shipping-screen__head">
        <div>
          <h1 id="schedule-title" className="shipping-screen__title">
            <FormattedMessage id="schedule.title" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="schedule.intro" />
          </p>
        </div>
      </div>

      {book && loggedIn && !canBook && (
        <p className="schedule-page__notice" role="alert">
          <i className="pi pi-lock" aria-hidden="true" /> <FormattedMessage id="schedule.enterpriseOnlyLong" />
        </p>
      )}

      {/* A new address (back, a link) is a new search: the form starts again from it. */}
      <ScheduleSearchForm key={searchKey || search} initial={values} busy={loading} onSearch={(next) => navigate(`${route.path}?${scheduleSearchOf(next)}`)} />

      {!complete ? (
        <p className="schedule-page__state">
          <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id="schedule.hint" />
        </p>
      ) : results.status === 'loading' ? (
        <p className="schedule-page__state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="schedule.loading" />
        </p>
      ) : results.status === 'failed' ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="schedule.failed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'schedule.retry' })} onClick={reload} />
        </div>
      ) : sailings && sailings.length === 0 ? (
        <p className="schedule-page__state" role="status">
          <i className="pi pi-calendar-times" aria-hidden="true" /> <FormattedMessage id="schedule.empty" values={{ from: values.etdFrom, to: values.etdTo }} />
        </p>
      ) : (
        <>
          <p className="schedule-page__count" role="status">
            <FormattedMessage id="schedule.count" values={{ count: sailings?.length ?? 0 }} />
          </p>
          <div className="schedule-page__list">
            {sailings?.map((sailing) => (
              <SailingCard
                key={sailing.uuid}
                sailing={sailing}
                action={<BookSailingAction sailing={sailing} booker={booker} returnTo={`${route.path}?${scheduleSearchOf(values, sailing.uuid)}`} />}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
