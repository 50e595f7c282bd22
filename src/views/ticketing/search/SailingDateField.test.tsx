import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerServices, ServicesProvider, type CustomerServices } from '../../../app/customerServices';
import { withFakes } from '../../../app/testing/withFakes';
import { LOCALE_OF, type Lang } from '../../../domain/lang';
import ja from '../../../i18n/ja.json';
import zh from '../../../i18n/zh.json';
import { SailingDateField } from './SailingDateField';

const lang = vi.hoisted(() => ({ current: 'zh' as Lang }));
vi.mock('../../../app/AppActorsContext', () => ({ useLang: () => lang.current }));

type VoyageCalls = CustomerServices['voyages'];
/** Sailing days by month: December's last sailing is on the 31st, January's first on the 4th. */
const SAILINGS: Record<string, string[]> = {
  '2026-12': ['2026-12-03', '2026-12-07', '2026-12-31'],
  '2027-01': ['2027-01-04', '2027-01-08'],
};
const services = withFakes(customerServices, {
  voyages: { getTsVoyageByMonth: vi.fn<VoyageCalls['getTsVoyageByMonth']>(async (_route, month) => SAILINGS[month] ?? []) },
});

function renderField(language: Lang, value = '2026-12-03') {
  lang.current = language;
  const onChange = vi.fn();
  render(
    <IntlProvider locale={LOCALE_OF[language]} messages={language === 'zh' ? zh : ja}>
      <ServicesProvider services={services}>
        <SailingDateField id="d" label="date" departurePort="CNSHA" arrivalPort="JPOSA" value={value} onChange={onChange} min="2026-12-01" max="2027-03-30" />
      </ServicesProvider>
    </IntlProvider>,
  );
  return { onChange, input: document.querySelector('#d') as HTMLInputElement };
}

const panel = () => document.querySelector<HTMLElement>('.sailing-calendar');
/** The focusable day cell (PrimeReact's span) of a day. */
const cellOf = (day: string) => panel()?.querySelector(`[data-day="${day}"]`)?.closest<HTMLElement>('[data-pc-section="daylabel"]') ?? null;
const focusedDay = () => document.activeElement?.querySelector('[data-day]')?.getAttribute('data-day') ?? null;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

async function openByKeyboard(input: HTMLInputElement) {
  await act(async () => input.focus());
  await act(async () => {
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
  });
  await waitFor(() => expect(cellOf('2026-12-03')).not.toBeNull());
  await settle();
}

afterEach(cleanup);

describe('the sailing-day calendar', () => {
  it.each([
    ['zh', '上个月', '下个月', '选择日期'],
    ['jp', '前の月', '次の月', '日付を選択'],
  ] as const)('labels its controls in %s', async (language, prev, next, choose) => {
    const { input } = renderField(language);
    expect(document.querySelector('.p-datepicker-trigger')?.getAttribute('aria-label')).toBe(choose);
    await openByKeyboard(input);
    expect(panel()?.getAttribute('aria-label')).toBe(choose);
    expect(panel()?.querySelector('[data-pc-section="previousbutton"]')?.getAttribute('aria-label')).toBe(prev);
    expect(panel()?.querySelector('[data-pc-section="nextbutton"]')?.getAttribute('aria-label')).toBe(next);
  });

  it('opens from the keyboard with the focus on the chosen day, and Escape gives it back to the input', async () => {
    const { input } = renderField('zh');
    await openByKeyboard(input);
    expect(focusedDay()).toBe('2026-12-03');
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape' });
    });
    await settle();
    expect(document.activeElement).toBe(input);
  });

  it('the arrows cross into the next month and back with the focus on a sailing day', async () => {
    const { input } = renderField('zh', '2026-12-31');
    await openByKeyboard(input);
    expect(focusedDay()).toBe('2026-12-31');
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', code: 'ArrowRight' });
    });
    await waitFor(() => expect(focusedDay()).toBe('2027-01-04'));
    await settle();
    expect(focusedDay()).toBe('2027-01-04');
    expect(panel()?.querySelector('.p-datepicker-title')?.textContent).toBe('一月2027');
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft', code: 'ArrowLeft' });
    });
    await waitFor(() => expect(focusedDay()).toBe('2026-12-31'));
    expect(panel()?.querySelector('.p-datepicker-title')?.textContent).toBe('十二月2026');
  });

  it('ArrowRight goes to the next sailing day of the month; Enter chooses it and gives the focus back to the input', async () => {
    const { input, onChange } = renderField('jp');
    await openByKeyboard(input);
    // The 3rd is a Thursday: the rest of its week has no sailing, the next one is on Monday the 7th.
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', code: 'ArrowRight' });
    });
    await settle();
    expect(focusedDay()).toBe('2026-12-07');
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Enter', code: 'Enter' });
    });
    expect(onChange).toHaveBeenCalledWith('2026-12-07');
    await waitFor(() => expect(panel()).toBeNull());
    expect(document.activeElement).toBe(input);
  });

  it('a day without a sailing is disabled, says so, and cannot be chosen', async () => {
    const { input, onChange } = renderField('zh');
    await openByKeyboard(input);
    const noSailing = cellOf('2026-12-04')!;
    expect(noSailing.getAttribute('aria-disabled')).toBe('true');
    expect(noSailing.textContent).toContain('无航班，不可选');
    expect(cellOf('2026-12-07')!.getAttribute('aria-disabled')).toBe('false');
    await act(async () => {
      fireEvent.click(noSailing);
    });
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(cellOf('2026-12-07')!);
    });
    expect(onChange).toHaveBeenCalledWith('2026-12-07');
  });
});
