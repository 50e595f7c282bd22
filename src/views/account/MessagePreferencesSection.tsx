import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMessagePreferences } from './useMessagePreferences';

/** What the reminders are, for whom: a passenger's check-in reminder, a shipper's container free time ending. */
const TEXT = {
  passenger: { on: 'account.reminders.remindersOn', note: 'account.reminders.transactionalNote' },
  shipper: { on: 'account.reminders.freeTimeOn', note: 'account.reminders.shipperNote' },
} as const;

/**
 * The mail the account chooses: reminders (a passenger's check-in the day before a sailing, a
 * shipper's free time ending in 2 days) may be turned off; decisions' mail always goes.
 */
export function MessagePreferencesSection({ audience = 'passenger' }: { audience?: keyof typeof TEXT }) {
  const text = TEXT[audience];
  const intl = useIntl();
  const { status, reload, remindersOn, saving, outcome, save } = useMessagePreferences();

  return (
    <section className="account-card" aria-labelledby="account-reminders-title" aria-busy={status === 'loading' || saving}>
      <h2 id="account-reminders-title" className="account-card__title">
        <FormattedMessage id="account.reminders.title" />
      </h2>
      {status === 'loading' && (
        <p className="account-card__intro" role="status">
          <FormattedMessage id="account.reminders.loading" />
        </p>
      )}
      {status === 'failed' && (
        <div className="account-page__failed" role="alert">
          <FormattedMessage id="account.reminders.loadFailed" />
          <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'account.reminders.retry' })} onClick={reload} />
        </div>
      )}
      {remindersOn !== undefined && (
        <div className="form-actions">
          <InputSwitch
            inputId="acc-reminders"
            checked={remindersOn}
            disabled={saving}
            aria-describedby="acc-reminders-note"
            // PrimeReact gives the wrapper a nameless checkbox role; the input inside is the switch
            // (its aria-checked goes too: a presentation may not carry it).
            pt={{ root: { role: 'presentation', 'aria-checked': undefined } }}
            onChange={(event) => save(event.value)}
          />
          <label htmlFor="acc-reminders">
            <FormattedMessage id={text.on} />
          </label>
        </div>
      )}
      <p id="acc-reminders-note" className="account-card__intro">
        <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id={text.note} />
      </p>
      {outcome?.kind === 'saved' && (
        <p role="status">
          <FormattedMessage id="account.reminders.saved" />
        </p>
      )}
      {outcome?.kind === 'refused' && (
        <p className="form-status" role="alert">
          {outcome.message ?? <FormattedMessage id="account.reminders.saveFailed" />}
        </p>
      )}
    </section>
  );
}
