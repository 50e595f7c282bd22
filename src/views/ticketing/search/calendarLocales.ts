import { addLocale, type LocaleOptions } from 'primereact/api';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Lang } from '../../../domain/lang';

/** The calendar's month and day names in the interface language (PrimeReact ships English only). */
const MONTHS_ZH = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];
const MONTHS_JA = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'];

const NAMES: Record<Lang, LocaleOptions> = {
  zh: {
    firstDayOfWeek: 0,
    dayNames: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    dayNamesShort: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    dayNamesMin: ['日', '一', '二', '三', '四', '五', '六'],
    monthNames: MONTHS_ZH,
    monthNamesShort: MONTHS_ZH,
    today: '今天',
    clear: '清除',
  },
  jp: {
    firstDayOfWeek: 0,
    dayNames: ['日曜日', '月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日'],
    dayNamesShort: ['日', '月', '火', '水', '木', '金', '土'],
    dayNamesMin: ['日', '月', '火', '水', '木', '金', '土'],
    monthNames: MONTHS_JA,
    monthNamesShort: MONTHS_JA,
    today: '今日',
    clear: 'クリア',
  },
};

/** PrimeReact's aria labels (its buttons and the panel) and the catalogue keys that translate them. */
const ARIA_LABELS = ['chooseDate', 'prevMonth', 'nextMonth', 'prevYear', 'nextYear', 'prevDecade', 'nextDecade', 'chooseMonth', 'chooseYear'] as const;

/**
 * The calendar locale of the interface language: the names above and the aria labels from the
 * app's catalogues (PrimeReact would otherwise say "Previous Month", "Choose Date" in English).
 * Registered before the calendar renders, since PrimeReact reads its locales at render time.
 */
export function useCalendarLocale(lang: Lang): string {
  const intl = useIntl();
  return useMemo(() => {
    const name = `ticketing-${lang}`;
    const labels = Object.fromEntries(ARIA_LABELS.map((key) => [key, intl.formatMessage({ id: `ticketing.calendar.${key}` })]));
    addLocale(name, { ...NAMES[lang], ...labels });
    return name;
  }, [lang, intl]);
}
