import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { shiftDay } from '../../../machines/ticketing.criteria';

/** The day shown, with the day before and after. */
export function DayNav({ day, onChange, disabled }: { day: string; onChange(day: string): void; disabled?: boolean }) {
  const intl = useIntl();
  return (
    <div className="day-nav">
      <Button type="button" text size="small" icon="pi pi-angle-left" label={intl.formatMessage({ id: 'ticketing.day.previous' })} onClick={() => onChange(shiftDay(day, -1))} disabled={disabled} />
      <strong className="day-nav__day">
        <FormattedMessage id="ticketing.day.current" values={{ day }} />
      </strong>
      <Button type="button" text size="small" icon="pi pi-angle-right" iconPos="right" label={intl.formatMessage({ id: 'ticketing.day.next' })} onClick={() => onChange(shiftDay(day, 1))} disabled={disabled} />
    </div>
  );
}
