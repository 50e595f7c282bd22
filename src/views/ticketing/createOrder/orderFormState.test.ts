import { describe, expect, it } from 'vitest';
import type { FieldViolation } from '../../../domain/ticketing/checkOrder';
import type { LegChoice } from '../../../domain/ticketing/order';
import {
  checkDraft,
  extraBedOffer,
  messageSeparator,
  fromSaved,
  isBlankPassenger,
  emptyPassenger,
  ruleSetOf,
  serverFieldTexts,
  suggestedTicketType,
  ticketTypeOptions,
  toDraft,
  toFormPath,
  violationText,
  visibleRuleMessages,
} from './orderFormState';
import { portTime } from './portTime';
import { legPriceRows } from './priceRows';
import { ADULT, DICTS, legsIn, SAVED, VOYAGE } from './testing/fixtures';

const data = { ticketTypes: DICTS.TICKET_TYPE ?? [], cabinClasses: DICTS.SHIPPING_CLASS_TYPE ?? [], adultAge: 12 };
const rules = ruleSetOf(data);
const options = ticketTypeOptions(legsIn('SECOND_JAPANESE'), data, rules, 'zh');

describe('visibleRuleMessages', () => {
  const violations: FieldViolation[] = [
    { field: 'outbound.cabinClass', key: 'notEnoughTickets' },
    { field: 'passengers[1].ticketType', key: 'ticketTypeAgeLimit', params: { type: 'CHILD', min: 2, max: 11 } },
    { field: 'passengers', key: 'freePassengersPerAdult', params: { num: 0 } },
    { field: 'passengers', key: 'minAdults', params: { num: 1 } },
    { field: 'extraBed', key: 'extraBedNotAllowed' },
  ];
  const text = (v: FieldViolation) => violationText(v, 'zh', data.ticketTypes);

  it('the sailings’ rules always; the others only once what they are about was touched', () => {
    expect(Object.keys(visibleRuleMessages(violations, false, () => false, text))).toEqual(['outbound.cabinClass']);
    const birthTouched = visibleRuleMessages(violations, false, (path) => path === 'passengers.1.birthDate', text);
    expect(birthTouched['passengers[1].ticketType']).toBe('儿童须为2至11岁');
    expect(visibleRuleMessages(violations, false, (path) => path === 'passengers.0.birthDate', text)['passengers[1].ticketType']).toBeUndefined();
  });

  it('after a submit every rule, several at one field joined', () => {
    const all = visibleRuleMessages(violations, true, () => false, text);
    expect(Object.keys(all).sort()).toEqual(['extraBed', 'outbound.cabinClass', 'passengers', 'passengers[1].ticketType']);
    expect(all.passengers).toBe('每名付费成人最多携带1名免票乘客（最多0名）；每间房至少1名成人');
    const jp = visibleRuleMessages(
      violations,
      true,
      () => false,
      (v) => violationText(v, 'jp', data.ticketTypes),
      messageSeparator('jp'),
    );
    expect(jp.passengers).toBe('無料乗船者は有料の大人1名につき1名までです（最大0名）。1部屋につき大人は最低1名必要です');
  });

  it('names the ticket type in the current language', () => {
    expect(violationText(violations[1] as FieldViolation, 'jp', data.ticketTypes)).toBe('小人は2～11歳が対象です');
  });
});

describe('serverFieldTexts', () => {
  it('splits the rules’ fields from the inputs’ (as the form names them), in the current language', () => {
    const error = {
      fields: {
        returnLeg: { message: '返程出发时间不能早于去程出发时间', jpMessage: '復路の出発日時は往路の出発日時より前にできません' },
        'passengers[2].ticketType': { message: '请选择票种', jpMessage: '券種を選択してください' },
        'passengers[0].cnSurname': { message: '请输入中文姓', jpMessage: '' },
        contactEmail: { message: '邮箱格式错误', jpMessage: 'メールアドレスの形式が正しくありません' },
      },
    };
    expect(serverFieldTexts(error, 'jp')).toEqual({
      rules: { returnLeg: '復路の出発日時は往路の出発日時より前にできません', 'passengers[2].ticketType': '券種を選択してください' },
      // No Japanese text given: the Chinese one rather than nothing.
      inputs: { 'passengers.0.cnSurname': '请输入中文姓', contactEmail: 'メールアドレスの形式が正しくありません' },
    });
    expect(serverFieldTexts(null, 'zh')).toEqual({ rules: {}, inputs: {} });
    expect(toFormPath('passengers[10].secondCertificateNo')).toBe('passengers.10.secondCertificateNo');
  });
});

describe('ticket types and the extra bed on offer', () => {
  it('the cabin’s types in order, with the outbound fare, the free one marked', () => {
    expect(options).toEqual([
      { code: 'ADULT', name: '成人', isFree: false, fare: '¥1,000.00' },
      { code: 'CHILD', name: '儿童', isFree: false, fare: '¥500.00' },
      { code: 'INFANT', name: '婴儿', isFree: true, fare: null },
    ]);
    expect(ticketTypeOptions(legsIn('NO_SUCH_CABIN'), data, rules, 'zh')).toEqual([]);
  });

  it('an extra bed only when every leg’s cabin sells one', () => {
    expect(extraBedOffer(legsIn('SUITE'))).toEqual({ available: true, fees: ['¥300.00'] });
    expect(extraBedOffer(legsIn('SECOND_JAPANESE'))).toEqual({ available: false, fees: [] });
    const returnWithout: LegChoice[] = [
      ...legsIn('SUITE'),
      { voyage: { ...VOYAGE, cabins: VOYAGE.cabins.map((c) => ({ ...c, extraBedFee: null })) }, cabinClass: 'SUITE' },
    ];
    expect(extraBedOffer(returnWithout).available).toBe(false);
    expect(extraBedOffer([]).available).toBe(false);
  });
});

describe('suggestedTicketType', () => {
  const legs = legsIn('SECOND_JAPANESE'); // departs 2026-12-10 in Shanghai
  it.each([
    ['1990-01-01', 'ADULT'],
    ['2014-12-10', 'ADULT'], // 12 on the departure day
    ['2014-12-11', 'CHILD'], // 11 until the day after
    ['2024-12-10', 'CHILD'], // 2 on the day
    ['2024-12-11', 'INFANT'],
    ['', 'ADULT'], // unknown age: the first paying type
  ])('born %s: %s', (birthDate, expected) => {
    expect(suggestedTicketType(birthDate, legs, options, rules)).toBe(expected);
  });
});

describe('passenger rows of the draft', () => {
  it('a saved passenger keeps its uuid and fields; a blank new row is blank', () => {
    const picked = fromSaved(SAVED, 'CHILD');
    expect(picked).toMatchObject({ enSurname: 'LI', birthDate: '2018-05-05', ticketType: 'CHILD', savedPassengerUuid: 'sp-1', saveToList: false });
    expect(picked).not.toHaveProperty('createdAt');
    expect(isBlankPassenger(emptyPassenger('ADULT'))).toBe(true);
    expect(isBlankPassenger({ ...emptyPassenger('ADULT'), enSurname: ' X' })).toBe(false);
    expect(isBlankPassenger(picked)).toBe(false);
  });

  it('toDraft keeps the draft’s fields only', () => {
    const draft = toDraft({
      contactName: 'A',
      passengers: [{ ...ADULT, savedPassengerUuid: '' }],
      extraBed: true,
      ...({ orderType: 'ONE_WAY', submit: true } as object),
    });
    expect(draft).toEqual({ contactName: 'A', contactPhone: '', contactEmail: '', passengers: [{ ...ADULT }], extraBed: true, noticeAgreed: false });
  });
});

describe('the live price is checkOrder’s', () => {
  it('one adult and an infant in a suite with an extra bed: fare, surcharge per paying ticket, bed; rows add up', () => {
    const check = checkDraft(
      { passengers: [ADULT, { ...ADULT, birthDate: '2026-01-01', ticketType: 'INFANT' }], extraBed: true },
      'ONE_WAY',
      legsIn('SUITE'),
      rules,
    );
    expect(check.violations).toEqual([]);
    const breakdown = check.price?.ok ? check.price.breakdown : null;
    expect(breakdown?.totalMinor).toBe(300000 + 10000 + 30000);
    const rows = legPriceRows(breakdown!.legs[0]!);
    expect(rows.passengers).toEqual([
      { passenger: 0, ticketType: 'ADULT', fareMinor: 300000, surchargeMinor: 10000, amountMinor: 310000 },
      { passenger: 1, ticketType: 'INFANT', fareMinor: 0, surchargeMinor: 0, amountMinor: 0 },
    ]);
    expect(rows.extraBedMinor).toBe(30000);
    expect(rows.passengers.reduce((sum, row) => sum + row.amountMinor, rows.extraBedMinor ?? 0)).toBe(rows.subtotalMinor);
  });
});

describe('portTime', () => {
  it('reads an instant on the port’s clock', () => {
    expect(portTime('2026-12-10T02:00:00.000Z', 'CNSHA')).toBe('2026-12-10 10:00:00');
    expect(portTime('2026-12-10T15:30:00.000Z', 'JPOSA')).toBe('2026-12-11 00:30:00');
    expect(portTime('not a time', 'JPOSA')).toBe('');
  });
});
