import type { Calendar } from 'primereact/calendar';
import { useEffect, useRef, type RefObject } from 'react';

const DAY = '[data-pc-section="daylabel"]';
const ENABLED_DAY = `${DAY}:not([data-p-disabled="true"])`;

/** The day cell (PrimeReact's focusable span) showing `day` (our template's data-day), if it can be chosen. */
const enabledDayCell = (overlay: HTMLElement, day: string) => {
  const cell = overlay.querySelector(`[data-day="${day}"]`)?.closest<HTMLElement>(DAY);
  return cell && cell.getAttribute('data-p-disabled') !== 'true' ? cell : null;
};

/**
 * Keeps the keyboard focus inside PrimeReact's calendar while it is open, and gives it back to the
 * input when it closes.
 *
 * PrimeReact 10.9 re-creates the whole day grid on every render (its container's key is a new
 * unique id each time), so the focused day is taken out of the page whenever anything re-renders
 * the calendar (the month's sailing days arriving, the month on view changing) and the focus falls
 * to the page's body. This watches the page while the panel is open and puts the focus back on
 * the same day, or, when that day is gone (a new month), on its first (or, going back, last)
 * sailing day. After a day is chosen PrimeReact closes the panel without refocusing the input
 * (it does so only for Escape): the focus goes back to the input here.
 */
export function useCalendarFocus(calendar: RefObject<Calendar | null>) {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onShow = () => {
    stop.current?.();
    const overlay = calendar.current?.getOverlay();
    const input = calendar.current?.getInput();
    if (!overlay || !input) return;
    let lastDay: string | null = null;
    let lastSection: string | null = null;
    // The focus was parked on a button because the month on view had no day to offer yet.
    let parked: HTMLElement | null = null;
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const day = target.matches(DAY) ? target.querySelector('[data-day]')?.getAttribute('data-day') : null;
      if (day) lastDay = day;
      // A parked focus is no place to come back to: when the grid is drawn again, a day is.
      lastSection = day || target === parked ? null : target.getAttribute('data-pc-section');
      if (target !== parked) parked = null;
    };
    const dayToFocus = (): HTMLElement | null => {
      if (lastDay) {
        const same = enabledDayCell(overlay, lastDay);
        if (same) return same;
      }
      const chosen = overlay.querySelector<HTMLElement>(`${ENABLED_DAY}[data-p-highlight="true"]`);
      if (chosen && !lastDay) return chosen;
      const days = [...overlay.querySelectorAll<HTMLElement>(ENABLED_DAY)];
      const [firstDay] = days;
      const lastOfMonth = days.at(-1);
      if (!firstDay || !lastOfMonth) return null;
      // Coming back from a later month (ArrowLeft / ArrowUp / PageUp) lands on the month's last day.
      const first = firstDay.querySelector('[data-day]')?.getAttribute('data-day') ?? '';
      return lastDay && lastDay > first ? lastOfMonth : firstDay;
    };
    const focus = (element: HTMLElement) => {
      if (element.matches(DAY)) element.tabIndex = 0;
      element.focus();
    };
    const keep = () => {
      const active = document.activeElement;
      if (input.getAttribute('aria-expanded') !== 'true') {
        // Closed: a chosen day (or a click) leaves the focus nowhere; the input is where it was opened from.
        if (!active || active === document.body || !active.isConnected) input.focus();
        end();
        return;
      }
      if (parked && active === parked) {
        const day = dayToFocus();
        if (day) {
          parked = null;
          focus(day);
        }
        return;
      }
      if (active && active !== document.body && active !== input && active.isConnected) return;
      const section = lastSection ? overlay.querySelector<HTMLElement>(`[data-pc-section="${lastSection}"]`) : null;
      const day = section ? null : dayToFocus();
      if (section ?? day) return focus((section ?? day)!);
      // No day of this month can be chosen (yet): the month's navigation keeps the focus meanwhile.
      parked = overlay.querySelector<HTMLElement>('[data-pc-section="nextbutton"]:not(:disabled), [data-pc-section="previousbutton"]:not(:disabled)');
      parked?.focus();
    };
    // PrimeReact's ArrowLeft / ArrowRight look for a day only in the same week and otherwise jump
    // to the next month: with sailings a few days apart they would skip the rest of the month.
    // Here they go to the previous / next sailing day of the month; past its ends PrimeReact
    // turns the month as before.
    const step = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as HTMLElement;
      const days = [...overlay.querySelectorAll<HTMLElement>(ENABLED_DAY)];
      const index = days.indexOf(target);
      const next = index < 0 ? undefined : days[index + (event.key === 'ArrowRight' ? 1 : -1)];
      if (!next) return;
      event.preventDefault();
      event.stopPropagation();
      target.tabIndex = -1;
      focus(next);
    };
    overlay.addEventListener('keydown', step, true);
    const observer = new MutationObserver(keep);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
    overlay.addEventListener('focusin', remember);
    const end = () => {
      observer.disconnect();
      overlay.removeEventListener('focusin', remember);
      overlay.removeEventListener('keydown', step, true);
      stop.current = null;
    };
    stop.current = end;
    keep();
  };

  /** After the panel's closing animation: the last chance to give the focus back. */
  const onHide = () => {
    stop.current?.();
    const input = calendar.current?.getInput();
    const active = document.activeElement;
    if (input && (!active || active === document.body)) input.focus();
  };

  return { onShow, onHide };
}
