import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { shiftDay } from '../../../machines/ticketing.criteria';

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The day shown, with the day before (not into the past) and after. */
export function DayNav({ day, onChange, disabled }: { day: string; onChange(day: string): void; disabled?: boolean }) {
  const intl = useIntl();
  const previous = shiftDay(day, -1);
  return (
    <div className="day-nav">
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-angle-left"
        label={intl.formatMessage({ id: 'ticketing.day.previous' })}
        onClick={() => onChange(previous)}
        disabled={disabled || previous < today()}
      />
      <strong className="day-nav__day">
        <FormattedMessage id="ticketing.day.current" values={{ day }} />
      </strong>
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-angle-right"
        iconPos="right"
        label={intl.formatMessage({ id: 'ticketing.day.next' })}
        onClick={() => onChange(shiftDay(day, 1))}
        disabled={disabled}
      />
    </div>
  );
}
