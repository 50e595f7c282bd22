import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../domain/format';
import type { MessageId } from '../../i18n/catalogues';
import type { OrderLegView } from '../../domain/ticketing/order';
import type { OrderChangeQuote } from '../../domain/ticketing/orderChange';
import type { ChangeSailingOption, orderChangeDialogMachine } from '../../machines/orderChangeDialog.machine';
import { portTime } from '../ticketing/createOrder/portTime';
import './changeSailing.css';

export type OrderChangeDialogRef = ActorRefFrom<typeof orderChangeDialogMachine>;

interface Props {
  dialog: OrderChangeDialogRef;
}

const DAY_FIELD_ID = 'change-sailing-day';

/**
 * The change of one leg's sailing (issue 25): a day, a sailing and class of that day, the quote
 * (old and new sailing at their ports' time, fare difference, the fee with its band and per cent,
 * what comes back or is due), then the change. A change that leaves money due is quoted but not
 * offered: a second payment is not taken online yet. Shared by the passenger and the clerk.
 */
export function ChangeSailingDialog({ dialog }: Props) {
  const intl = useIntl();
  const snapshot = useSelector(dialog, (s) => s);
  const { order, legIndex, day, options, choice, quote, refusal } = snapshot.context;
  const leg = order?.legs.find((l) => l.legIndex === legIndex);
  const ja = intl.locale.startsWith('ja');
  const cabinName = (names: { cabinNameZh: string; cabinNameJa: string }) => (ja ? names.cabinNameJa : names.cabinNameZh);
  const choosing = snapshot.matches('choosing');
  const quoted = snapshot.matches('quoted');
  const changing = snapshot.matches('changing');
  const refused = snapshot.matches('refused');
  // waiting for the server: the answer decides what the dialog shows next
  const busy = changing || snapshot.matches('quoting');
  const dismiss = () => dialog.send({ type: 'change.dismiss' });
  const back = () => dialog.send({ type: 'change.back' });
  const say = (id: MessageId) => intl.formatMessage({ id });

  const footer = (
    <div className="orders-dialog__footer">
      {(quoted || refused) && <Button type="button" text label={say('orders.change.back')} onClick={back} />}
      {!busy && <Button type="button" text label={say('orders.change.cancel')} onClick={dismiss} />}
      {choosing && (
        <Button
          type="button"
          icon="pi pi-calculator"
          label={say('orders.change.quote')}
          disabled={!snapshot.can({ type: 'change.quote' })}
          onClick={() => dialog.send({ type: 'change.quote' })}
        />
      )}
      {snapshot.matches('quoting') && <Button type="button" icon="pi pi-calculator" label={say('orders.change.quote')} loading disabled />}
      {refused && refusal?.requote && (
        <Button type="button" icon="pi pi-refresh" label={say('orders.change.requote')} onClick={() => dialog.send({ type: 'change.quote' })} />
      )}
      {(quoted || changing) && quote?.changeable && (
        <Button
          type="button"
          icon="pi pi-check"
          label={say('orders.change.confirm')}
          loading={changing}
          disabled={changing}
          onClick={() => dialog.send({ type: 'change.confirm' })}
        />
      )}
    </div>
  );

  return (
    <Dialog
      visible={!snapshot.matches('closed')}
      onHide={() => !busy && dismiss()}
      closable={!busy}
      header={say(order?.orderType !== 'ROUND_TRIP' ? 'orders.change.title' : legIndex === 0 ? 'orders.change.title.0' : 'orders.change.title.1')}
      footer={footer}
      className="orders-dialog change-sailing"
      modal
    >
      {leg && (
        <div className="change-sailing__body">
          <p className="change-sailing__current">
            <FormattedMessage
              id="orders.change.current"
              values={{ code: leg.voyageCode, time: portTime(leg.departureTime, leg.departurePort), cabin: cabinName(leg) }}
            />
          </p>
          {choosing && (
            <>
              <DayField value={day ?? ''} label={say('orders.change.day')} onChange={(next) => dialog.send({ type: 'change.day', day: next })} />
              {snapshot.matches({ choosing: 'loading' }) && (
                <p role="status">
                  <FormattedMessage id="orders.change.loading" />
                </p>
              )}
              {snapshot.matches({ choosing: 'failed' }) && (
                <p role="alert">
                  <FormattedMessage id="orders.change.loadFailed" />
                </p>
              )}
              {snapshot.matches({ choosing: 'ready' }) && (
                <SailingChoices
                  options={options}
                  leg={leg}
                  chosen={choice}
                  cabinName={cabinName}
                  onPick={(voyageUuid, cabinClass) => dialog.send({ type: 'change.pick', voyageUuid, cabinClass })}
                />
              )}
            </>
          )}
          {refusal && (
            <p className="change-sailing__refusal" role="alert">
              {refusal.message}
            </p>
          )}
          {quote && (quoted || changing || refused) && <QuoteSummary quote={quote} leg={leg} options={options} cabinName={cabinName} />}
          {quoted && quote && !quote.changeable && (
            <p className="change-sailing__due" role="alert">
              <FormattedMessage id="orders.change.dueNotOnline" />
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

/**
 * The day of the new sailing: the browser's own date input. The search's sailing calendar
 * (SailingDateField) does not take a pick inside a PrimeReact Dialog (its day cells ignore the
 * click there), so the dialog asks for the day and then lists that day's sailings, or says there is none.
 */
function DayField({ value, label, onChange }: { value: string; label: string; onChange(day: string): void }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="change-sailing__day">
      <label htmlFor={DAY_FIELD_ID}>{label}</label>
      <input
        id={DAY_FIELD_ID}
        className="p-inputtext p-component"
        type="date"
        min={today}
        value={value}
        onChange={(event) => /^\d{4}-\d{2}-\d{2}$/.test(event.target.value) && onChange(event.target.value)}
      />
    </div>
  );
}

interface ChoicesProps {
  options: ChangeSailingOption[];
  leg: OrderLegView;
  chosen: { voyageUuid: string; cabinClass: string } | null;
  cabinName(names: { cabinNameZh: string; cabinNameJa: string }): string;
  onPick(voyageUuid: string, cabinClass: string): void;
}

/** The day's sailings, one radio per sailing and class. */
function SailingChoices({ options, leg, chosen, cabinName, onPick }: ChoicesProps) {
  const intl = useIntl();
  if (options.length === 0) {
    return (
      <p role="status">
        <FormattedMessage id="orders.change.none" />
      </p>
    );
  }
  return (
    <fieldset className="change-sailing__choices">
      <legend>
        <FormattedMessage id="orders.change.sailing" />
      </legend>
      {options.flatMap((option) =>
        option.cabins.map((cabin) => {
          const id = `change-${option.voyageUuid}-${cabin.cabinClass}`;
          return (
            <div key={id} className="change-sailing__choice">
              <input
                type="radio"
                id={id}
                name="change-sailing"
                checked={chosen?.voyageUuid === option.voyageUuid && chosen.cabinClass === cabin.cabinClass}
                onChange={() => onPick(option.voyageUuid, cabin.cabinClass)}
              />
              <label htmlFor={id}>
                {intl.formatMessage(
                  { id: 'orders.change.option' },
                  {
                    code: option.voyageCode,
                    time: portTime(option.departureTime, leg.departurePort),
                    cabin: cabinName(cabin),
                    left: cabin.remaining,
                  },
                )}
              </label>
            </div>
          );
        }),
      )}
    </fieldset>
  );
}

interface QuoteProps {
  quote: OrderChangeQuote;
  leg: OrderLegView;
  options: ChangeSailingOption[];
  cabinName(names: { cabinNameZh: string; cabinNameJa: string }): string;
}

/** The server's quote, in the order's currency; both sailings at the departure port's time. */
function QuoteSummary({ quote, leg, options, cabinName }: QuoteProps) {
  const intl = useIntl();
  // yuan in Japanese reads 元, not ¥ (yen): formatMoney writes it per language
  const money = (amount: number) => formatMoney(amount, quote.currency, intl.locale.startsWith('ja') ? 'jp' : 'zh');
  const toCabin = options.find((o) => o.voyageUuid === quote.to.voyageUuid)?.cabins.find((c) => c.cabinClass === quote.to.cabinClass);
  const fromCabin = quote.from.cabinClass === leg.cabinClass ? cabinName(leg) : quote.from.cabinClass;
  const sailing = (s: OrderChangeQuote['from'], cabin: string) => (
    <FormattedMessage id="orders.change.sailingLine" values={{ code: s.voyageCode, time: portTime(s.departureTime, leg.departurePort), cabin }} />
  );
  return (
    <dl className="refund-quote__sum change-sailing__quote">
      <div>
        <dt>
          <FormattedMessage id="orders.change.from" />
        </dt>
        <dd>{sailing(quote.from, fromCabin)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="orders.change.to" />
        </dt>
        <dd>{sailing(quote.to, toCabin ? cabinName(toCabin) : quote.to.cabinClass)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="orders.change.difference" />
        </dt>
        <dd>{quote.difference > 0 ? `+${money(quote.difference)}` : money(quote.difference)}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="orders.change.fee" values={{ band: <FormattedMessage id={`orders.refund.band.${quote.band}`} />, percent: quote.feePercent }} />
        </dt>
        <dd>{money(quote.fee)}</dd>
      </div>
      <div className="refund-quote__amount">
        <dt>
          <FormattedMessage id={quote.due > 0 ? 'orders.change.due' : 'orders.change.refundBack'} />
        </dt>
        <dd data-testid="change-balance">{money(quote.due > 0 ? quote.due : quote.back)}</dd>
      </div>
    </dl>
  );
}
