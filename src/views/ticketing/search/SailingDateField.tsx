import { Calendar } from 'primereact/calendar';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { calendarLocale } from './calendarLocales';
import { useSailingDays } from './useSailingDays';

/** A local day 'YYYY-MM-DD' as the calendar's Date (local midnight) and back. */
const dayToDate = (day: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};
const pad = (n: number) => String(n).padStart(2, '0');
const dateToDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

interface SailingDateFieldProps {
  id: string;
  label: string;
  departurePort: string;
  arrivalPort: string;
  value: string;
  onChange(day: string): void;
  /** first and last bookable days */
  min: string | null;
  max: string | null;
  disabled?: boolean;
}

/**
 * A day on a calendar that marks the days with a sailing on the route (getTsVoyageByMonth
 * for the month on view, asked again when the month changes).
 */
export function SailingDateField({ id, label, departurePort, arrivalPort, value, onChange, min, max, disabled }: SailingDateFieldProps) {
  const intl = useIntl();
  const lang = useLang();
  const selected = dayToDate(value);
  const minDate = min ? dayToDate(min) : null;
  const maxDate = max ? dayToDate(max) : null;
  // The month on view is controlled, so the marks follow it.
  const [viewDate, setViewDate] = useState<Date>(() => selected ?? minDate ?? new Date());
  const sailingDays = useSailingDays(departurePort, arrivalPort, monthOf(viewDate));
  return (
    <div className="search-field">
      <label htmlFor={id} className="search-field__label">
        {label}
      </label>
      <Calendar
        inputId={id}
        value={selected}
        onChange={(event) => event.value instanceof Date && onChange(dateToDay(event.value))}
        viewDate={viewDate}
        onViewDateChange={(event) => setViewDate(event.value)}
        onShow={() => setViewDate(selected ?? minDate ?? new Date())}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        dateFormat="yy-mm-dd"
        locale={calendarLocale(lang)}
        showIcon
        icon="pi pi-calendar"
        readOnlyInput
        disabled={disabled}
        placeholder={intl.formatMessage({ id: 'ticketing.search.pickDay' })}
        panelClassName="sailing-calendar"
        dateTemplate={(day) => {
          const key = `${day.year}-${pad(day.month + 1)}-${pad(day.day)}`;
          const sails = !day.otherMonth && sailingDays.has(key);
          return (
            <span
              className={sails ? 'sailing-day' : undefined}
              data-day={key}
              title={sails ? intl.formatMessage({ id: 'ticketing.search.sailingDay' }) : undefined}
            >
              {day.day}
            </span>
          );
        }}
      />
    </div>
  );
}
