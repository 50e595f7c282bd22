import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pick, type Bilingual } from '../../domain/lang';
import { TICKET_STATUS_LABELS } from '../../domain/orderEnums';
import { CHECK_IN_REFUSALS, type CheckInTicket } from '../../domain/staff/ticketing';
import { ApiError } from '../../domain/apiError';
import { useConsole, useConsoleLang } from '../ConsoleContext';
import { useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { showPortTime } from './portTime';
import { ticketNoOf } from './qrDecoder';
import { useQrCamera } from './useQrCamera';
import { useTicketingNames } from './useTicketingNames';
import './ticketingAdmin.css';
import { Permitted } from '../../app/Permitted';

type Found =
  | { status: 'idle' }
  | { status: 'loading'; ticketNo: string }
  /** `checkedIn`: this clerk just marked it USED */
  | { status: 'found'; ticket: CheckInTicket; checkedIn?: true }
  | { status: 'missing'; ticketNo: string; message: string };

/** Why a ticket found is not for boarding, before anyone tries (the server refuses it the same way). */
function refusalOf(ticket: CheckInTicket): Bilingual | null {
  return ticket.status === 'VALID' ? null : CHECK_IN_REFUSALS[ticket.status];
}

/**
 * Boarding check-in: the ticket found by its number, typed or read from its QR code by the
 * device camera; the clerk sees passenger, sailing, cabin and status and marks it USED. A ticket
 * that is not VALID, or outside the check-in window, is refused with the server's reason.
 */
export default function CheckInPage() {
  const intl = useIntl();
  const lang = useConsoleLang();
  const names = useTicketingNames();
  const { notifier } = useConsole();
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const { ticketingStaff } = useConsoleServices();
  const lookUp = useConsoleWrite((ticketNo: string) => ticketingStaff.loadTicket(ticketNo), {
    succeeded: (ticket) => setFound({ status: 'found', ticket }),
    failed: (error, ticketNo) =>
      setFound({ status: 'missing', ticketNo, message: error instanceof ApiError ? error.message : intl.formatMessage({ id: 'admin.ticketing.loadFailed' }) }),
  });
  const markUsed = useConsoleWrite((ticket: CheckInTicket) => ticketingStaff.checkInTicket(ticket.ticketNo), {
    succeeded: (used) => {
      setFound({ status: 'found', ticket: used, checkedIn: true });
      notifier.notify(intl.formatMessage({ id: 'admin.ticketing.checkIn.done' }, { ticketNo: used.ticketNo }), 'success');
    },
    // The server says why (already used, refunded, too early...) in the console's language.
    failed: (error) =>
      setRefusal(error instanceof ApiError ? (error.fields?.ticketNo ?? error.message) : intl.formatMessage({ id: 'admin.ticketing.loadFailed' })),
  });

  const find = (text: string) => {
    const ticketNo = ticketNoOf(text);
    if (!ticketNo) return;
    setTyped(ticketNo);
    setRefusal(null);
    setFound({ status: 'loading', ticketNo });
    lookUp.send(ticketNo);
  };
  const camera = useQrCamera(find);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    find(typed);
  };
  const checkIn = (ticket: CheckInTicket) => {
    setRefusal(null);
    markUsed.send(ticket);
  };

  const cameraMessage =
    camera.state === 'denied' || camera.state === 'noCamera' || camera.state === 'failed' ? `admin.ticketing.checkIn.camera.${camera.state}` : null;
  const scanning = camera.state === 'scanning' || camera.state === 'starting';

  return (
    <section className="admin-page ticketing-checkin" aria-labelledby="checkin-title">
      <h1 id="checkin-title" className="admin-page__title">
        <FormattedMessage id="admin.ticketing.checkIn.title" />
      </h1>
      <div className="checkin">
        <section className="admin-panel" aria-labelledby="checkin-find">
          <h2 id="checkin-find" className="admin-panel__title">
            <FormattedMessage id="admin.ticketing.checkIn.find" />
          </h2>
          <form className="ticketing__filters" role="search" onSubmit={submit}>
            <label className="ticketing__filter" htmlFor="checkin-no">
              <FormattedMessage id="admin.ticketing.checkIn.ticketNo" />
              <InputText
                id="checkin-no"
                value={typed}
                maxLength={40}
                autoComplete="off"
                autoFocus
                placeholder="T2611220001-1-1"
                onChange={(e) => setTyped(e.target.value)}
              />
            </label>
            <Button
              type="submit"
              icon="pi pi-search"
              label={intl.formatMessage({ id: 'admin.ticketing.checkIn.lookUp' })}
              disabled={!typed.trim() || found.status === 'loading'}
            />
          </form>
          <div className="checkin__camera">
            {scanning ? (
              <Button type="button" outlined icon="pi pi-stop" label={intl.formatMessage({ id: 'admin.ticketing.checkIn.stopCamera' })} onClick={camera.stop} />
            ) : (
              <Button
                type="button"
                outlined
                icon="pi pi-camera"
                label={intl.formatMessage({ id: 'admin.ticketing.checkIn.scan' })}
                onClick={() => void camera.start()}
              />
            )}
            <video
              ref={camera.videoRef}
              className="checkin__video"
              muted
              playsInline
              hidden={!scanning}
              aria-label={intl.formatMessage({ id: 'admin.ticketing.checkIn.cameraView' })}
            />
            {scanning && (
              <p className="ticketing__muted" role="status">
                <FormattedMessage id="admin.ticketing.checkIn.aim" />
              </p>
            )}
            {cameraMessage && (
              <p className="admin-error" role="alert">
                <FormattedMessage id={cameraMessage as 'admin.ticketing.checkIn.camera.denied'} />
              </p>
            )}
          </div>
        </section>

        <section className="admin-panel" aria-labelledby="checkin-ticket" aria-live="polite">
          <h2 id="checkin-ticket" className="admin-panel__title">
            <FormattedMessage id="admin.ticketing.checkIn.ticket" />
          </h2>
          {found.status === 'idle' && (
            <p className="ticketing__muted">
              <FormattedMessage id="admin.ticketing.checkIn.none" />
            </p>
          )}
          {found.status === 'loading' && <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}
          {found.status === 'missing' && (
            <p className="admin-error" role="alert">
              {found.message}
            </p>
          )}
          {found.status === 'found' && (
            <>
              <dl className="ticketing-facts ticketing-facts--two">
                <div>
                  <dt>{intl.formatMessage({ id: 'admin.ticketing.checkIn.ticketNo' })}</dt>
                  <dd className="ticketing__no">{found.ticket.ticketNo}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage({ id: 'admin.ticketing.col.status' })}</dt>
                  <dd>
                    <span className={`ticketing__tag ticketing__tag--${found.ticket.status}`}>{pick(TICKET_STATUS_LABELS[found.ticket.status], lang)}</span>
                  </dd>
                </div>
                <div>
                  <dt>{intl.formatMessage({ id: 'admin.ticketing.checkIn.passenger' })}</dt>
                  <dd>
                    {found.ticket.passengerNameZh}
                    <div className="ticketing__muted">{found.ticket.passengerNameEn}</div>
                  </dd>
                </div>
                <div>
                  <dt>{intl.formatMessage({ id: 'admin.ticketing.checkIn.ticketType' })}</dt>
                  <dd>{names.ticketTypeName(found.ticket.ticketType)}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage({ id: 'admin.ticketing.checkIn.sailing' })}</dt>
                  <dd>
                    {found.ticket.voyageCode} · {names.routeName(found.ticket.routeCode)}
                    <div className="ticketing__muted">
                      {showPortTime(found.ticket.departureTime, names.route(found.ticket.routeCode)?.departurePort ?? 'CNSHA')}
                    </div>
                  </dd>
                </div>
                <div>
                  <dt>{intl.formatMessage({ id: 'admin.ticketing.order.cabin' })}</dt>
                  <dd>{names.cabinName(found.ticket.cabinClass)}</dd>
                </div>
              </dl>
              {found.checkedIn ? (
                <p className="checkin__ok" role="status">
                  <FormattedMessage id="admin.ticketing.checkIn.used" />
                </p>
              ) : refusalOf(found.ticket) ? (
                <p className="checkin__refusal" role="alert">
                  {pick(refusalOf(found.ticket)!, lang)}
                </p>
              ) : (
                <Permitted button="btn.staff.ticketing">
                  <Button
                    type="button"
                    className="checkin__result"
                    icon="pi pi-check-circle"
                    label={intl.formatMessage({ id: 'admin.ticketing.checkIn.markUsed' })}
                    loading={markUsed.busy}
                    onClick={() => checkIn(found.ticket)}
                  />
                </Permitted>
              )}
              {refusal && (
                <p className="checkin__refusal" role="alert">
                  {refusal}
                </p>
              )}
            </>
          )}
        </section>
      </div>
    </section>
  );
}
