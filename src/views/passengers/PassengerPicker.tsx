import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoaded } from '../../app/customerServices';
import { maskIdNumber } from '../../domain/maskIdNumber';
import type { SavedPassenger } from '../../domain/passengers';
import { chineseName, englishName, nameMatches } from './passengerNames';
import './passengers.css';

/** The largest page the server serves (DOMAIN "Lists"): the newest 50 are offered. */
const PICK_PAGE = { current: 1, size: 50 } as const;

interface PassengerPickerProps {
  onPick: (passenger: SavedPassenger) => void;
  /** passengers already in the form: shown, not offered again */
  excludeUuids?: readonly string[];
  /** whose ID has expired for the journey: marked, and taken to be updated before use */
  idExpired?: (passenger: SavedPassenger) => boolean;
  disabled?: boolean;
}

/** "Choose from saved passengers": a button and a dialog listing the user's newest passengers. */
export function PassengerPicker({ onPick, excludeUuids = [], idExpired = () => false, disabled }: PassengerPickerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        outlined
        icon="pi pi-users"
        label={intl.formatMessage({ id: 'passenger.pick' })}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Dialog
        header={intl.formatMessage({ id: 'passenger.pickTitle' })}
        visible={open}
        onHide={() => setOpen(false)}
        className="passenger-picker"
        style={{ width: 'min(720px, 96vw)' }}
        dismissableMask
      >
        {/* Mounted only while open, so each opening shows the list as it is now. */}
        {open && (
          <PickerList
            excludeUuids={excludeUuids}
            idExpired={idExpired}
            onPick={(passenger) => {
              setOpen(false);
              onPick(passenger);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

function PickerList({ onPick, excludeUuids, idExpired }: Required<Pick<PassengerPickerProps, 'onPick' | 'excludeUuids' | 'idExpired'>>) {
  const intl = useIntl();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [page, reload] = useLoaded(({ passengers }, signal) => passengers.getPassengerPage(PICK_PAGE, { signal }), 'picker');

  if (page.status === 'loading') {
    return (
      <p className="passenger-picker__state" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (page.status === 'failed') {
    return (
      <div className="passenger-picker__state" role="alert">
        <FormattedMessage id="passenger.loadFailed" />
        <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'passenger.retry' })} onClick={reload} />
      </div>
    );
  }
  const { records, total } = page.data;
  if (records.length === 0) {
    return (
      <p className="passenger-picker__state">
        <FormattedMessage id="passenger.pickEmpty" />
      </p>
    );
  }
  const shown = records.filter((p) => nameMatches(p, query));
  return (
    <div className="passenger-picker__body">
      <label htmlFor={searchId} className="form-field__label">
        <FormattedMessage id="passenger.searchLabel" />
      </label>
      <InputText
        id={searchId}
        type="search"
        value={query}
        autoFocus
        placeholder={intl.formatMessage({ id: 'passenger.searchPlaceholder' })}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="passenger-picker__state" role="status">
          <FormattedMessage id="passenger.noMatch" />
        </p>
      ) : (
        <ul className="passenger-picker__list">
          {shown.map((passenger) => {
            const chosen = excludeUuids.includes(passenger.uuid);
            const expired = idExpired(passenger);
            const name = chineseName(passenger);
            const chooseId = expired ? 'passenger.chooseToUpdate' : 'passenger.choosePassenger';
            return (
              <li key={passenger.uuid} className="passenger-picker__item">
                <span className="passenger-picker__names">
                  <strong>{name}</strong> <span>{englishName(passenger)}</span>
                </span>
                <span className="passenger-picker__meta">
                  {maskIdNumber(passenger.certificateNo)} · {passenger.birthDate}
                  {expired && (
                    <span className="passenger-picker__expired" data-testid="passenger-id-expired">
                      <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
                      <FormattedMessage id="passenger.idExpired" values={{ expiry: passenger.certificateExpiry }} />
                    </span>
                  )}
                </span>
                <Button
                  type="button"
                  size="small"
                  severity={expired && !chosen ? 'warning' : undefined}
                  label={intl.formatMessage({ id: chosen ? 'passenger.chosen' : chooseId })}
                  aria-label={chosen ? undefined : `${intl.formatMessage({ id: chooseId })} ${name}`}
                  disabled={chosen}
                  onClick={() => onPick(passenger)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {total > records.length && (
        <p className="passenger-picker__note">
          <FormattedMessage id="passenger.more" values={{ shown: records.length, total }} />
        </p>
      )}
    </div>
  );
}
