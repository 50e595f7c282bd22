import { Calendar } from 'primereact/calendar';
import { useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { useCalendarLocale } from './calendarLocales';
import { useCalendarFocus } from './useCalendarFocus';
import { useSailingDays } from './useSailingDays';

/** A local day 'YYYY-MM-DD' as the calendar's Date (local midnight) and back. */
const dayToDate = (day: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};
const pad = (n: number) => String(n).padStart(2, '0');
const dateToDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
/** While the month's sailing days are being asked, no day is offered. */
const NO_DAY: Date[] = [];

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
 * A day on a calendar that offers only the days with a sailing on the route (getTsVoyageByMonth
 * for the month on view, asked again when the month changes); the others are disabled and say so
 * to a screen reader. The search page and the home page's quick search both use it.
 *
 * Keyboard: ArrowDown, Enter or Space on the input opens the panel with the focus on the chosen
 * (or first sailing) day; the arrows move by day and week and go on into the next or previous
 * month; Enter picks; Escape closes; the focus then goes back to the input. The panel is a modal
 * dialog (PrimeReact keeps Tab inside it, as the WAI-ARIA date picker dialog does).
 */
export function SailingDateField({ id, label, departurePort, arrivalPort, value, onChange, min, max, disabled }: SailingDateFieldProps) {
  const intl = useIntl();
  const lang = useLang();
  // The same Date objects from render to render: PrimeReact takes a new `value` object for a new
  // value and resets its month and year on view to it (a year crossed by the arrows went back).
  const selected = useMemo(() => dayToDate(value), [value]);
  const minDate = useMemo(() => (min ? dayToDate(min) : null), [min]);
  const maxDate = useMemo(() => (max ? dayToDate(max) : null), [max]);
  // The month on view is controlled, so the marks follow it.
  const [viewDate, setViewDate] = useState<Date>(() => selected ?? minDate ?? new Date());
  const sailingDays = useSailingDays(departurePort, arrivalPort, monthOf(viewDate));
  const locale = useCalendarLocale(lang);
  const calendar = useRef<Calendar>(null);
  const { onShow, onHide } = useCalendarFocus(calendar);
  // Only the sailing days can be chosen: none while the month is asked, any (within min/max) if the answer failed.
  const enabledDates = useMemo(
    () => (sailingDays === undefined ? undefined : sailingDays === null ? NO_DAY : [...sailingDays].map(dayToDate).filter((d): d is Date => d !== null)),
    [sailingDays],
  );
  // The panel opens on a click or a key, not on focus: the focus comes back to the input when it closes.
  const open = () => !disabled && calendar.current?.getInput()?.getAttribute('aria-expanded') !== 'true' && calendar.current?.show();
  const openOnClick = (event: MouseEvent) => event.target === calendar.current?.getInput() && open();
  const openOnKey = (event: KeyboardEvent) => {
    if (event.target !== calendar.current?.getInput() || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open();
  };
  const sailingText = intl.formatMessage({ id: 'ticketing.calendar.sailing' });
  const noSailingText = intl.formatMessage({ id: 'ticketing.calendar.noSailing' });
  return (
    // The clicks and keys are the input's (PrimeReact's), passed through here.
    <div className="search-field" onClick={openOnClick} onKeyDown={openOnKey}>
      <label htmlFor={id} className="search-field__label">
        {label}
      </label>
      <Calendar
        ref={calendar}
        inputId={id}
        value={selected}
        onChange={(event) => event.value instanceof Date && onChange(dateToDay(event.value))}
        viewDate={viewDate}
        onViewDateChange={(event) => setViewDate(event.value)}
        onShow={() => {
          onShow();
          setViewDate(selected ?? minDate ?? new Date());
        }}
        onHide={onHide}
        showOnFocus={false}
        enabledDates={enabledDates}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        dateFormat="yy-mm-dd"
        locale={locale}
        showIcon
        icon="pi pi-calendar"
        readOnlyInput
        disabled={disabled}
        placeholder={intl.formatMessage({ id: 'ticketing.search.pickDay' })}
        panelClassName="sailing-calendar"
        dateTemplate={(day) => {
          const key = `${day.year}-${pad(day.month + 1)}-${pad(day.day)}`;
          const sails = !day.otherMonth && sailingDays?.has(key) === true;
          return (
            <>
              <span
                className={sails ? 'sailing-day' : undefined}
                data-day={key}
                aria-hidden="true"
                title={sails ? intl.formatMessage({ id: 'ticketing.search.sailingDay' }) : undefined}
              >
                {day.day}
              </span>
              {/* What a screen reader says of the day: its date, and whether it can be chosen. */}
              <span className="p-hidden-accessible">
                {intl.formatDate(new Date(day.year, day.month, day.day), { dateStyle: 'full' })}{' '}
                {sails ? sailingText : day.selectable || sailingDays === null ? '' : noSailingText}
              </span>
            </>
          );
        }}
      />
    </div>
  );
}
