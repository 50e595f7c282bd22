import { describe, expect, it } from 'vitest';
import { fillPlaceholders, formatBilingual, formatMessage, TICKETING_MESSAGES, type TicketingMessageKey } from './messages';

describe('TICKETING_MESSAGES', () => {
  it('has both languages for every key, and the same placeholders in each', () => {
    for (const [key, text] of Object.entries(TICKETING_MESSAGES)) {
      expect(text.zh, key).not.toBe('');
      expect(text.ja, key).not.toBe('');
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(text.ja), key).toEqual(names(text.zh));
    }
  });

  it.each<[TicketingMessageKey]>([['roomCapacity'], ['maxAdults'], ['minAdults'], ['freePassengersPerAdult']])('%s takes {num}', (key) => {
    expect(TICKETING_MESSAGES[key].zh).toContain('{num}');
  });
});

describe('formatMessage', () => {
  it.each([
    ['roomCapacity', { num: 4 }, 'zh', '每间房最多可住4人'],
    ['roomCapacity', { num: 4 }, 'jp', '1部屋の定員は最大4名です'],
    ['maxAdults', { num: 2 }, 'zh', '每间房最多2名成人'],
    ['minAdults', { num: 1 }, 'jp', '1部屋につき大人は最低1名必要です'],
    ['chooseCabinClass', undefined, 'zh', '请选择舱位'],
    ['ticketTypeAgeLimit', { type: '儿童', min: 2, max: 11 }, 'zh', '儿童须为2至11岁'],
    ['ticketTypeAgeLimit', { type: '小人', min: 2, max: 11 }, 'jp', '小人は2～11歳が対象です'],
    ['ticketTypeMinAge', { type: 'シニア', min: 65 }, 'jp', 'シニアは65歳以上が対象です'],
  ] as const)('%s %o in %s', (key, params, lang, text) => {
    expect(formatMessage(key, params, lang)).toBe(text);
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('roomCapacity', {}, 'zh')).toBe('每间房最多可住{num}人');
    expect(fillPlaceholders('{a}{b}{a}', { a: 0 })).toBe('0{b}0');
  });

  it('gives both languages for the server', () => {
    expect(formatBilingual('maxAdults', { num: 3 })).toEqual({ zh: '每间房最多3名成人', ja: '1部屋につき大人は最大3名です' });
  });
});
