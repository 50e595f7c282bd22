import { describe, expect, it } from 'vitest';
import { validateWith } from '../validation/validate';
import { containerAssignSchema, dndEstimateSchema, dndTariffSchema, parseTrackingNumbers, scheduleSearchSchema, trackingEventSchema } from './cargoSchemas';
import { SHIPPING_MESSAGES } from './messages';

/** The part-two forms as the client's forms and the server's bodies both see them. */

const at = (key: keyof typeof SHIPPING_MESSAGES) => ({ message: SHIPPING_MESSAGES[key].zh, jpMessage: SHIPPING_MESSAGES[key].ja });

describe('scheduleSearchSchema', () => {
  it('upper-cases the ports and accepts a range of up to 120 days, both counted', async () => {
    expect(await validateWith(scheduleSearchSchema, { polCode: 'cnsha', podCode: 'jposa', etdFrom: '2026-03-01', etdTo: '2026-06-28' })).toEqual({
      ok: true,
      value: { polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: '2026-03-01', etdTo: '2026-06-28' },
    });
  });
  it('refuses 121 days and an end before the start at etdTo', async () => {
    expect(await validateWith(scheduleSearchSchema, { polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: '2026-03-01', etdTo: '2026-06-29' })).toMatchObject({
      fields: { etdTo: at('scheduleRangeTooLong') },
    });
    expect(await validateWith(scheduleSearchSchema, { polCode: 'CNSHA', podCode: 'JPOSA', etdFrom: '2026-03-01', etdTo: '2026-02-28' })).toMatchObject({
      fields: { etdTo: at('dateRangeOrder') },
    });
  });
});

describe('dndEstimateSchema', () => {
  it('takes the same day as start and end, and a quantity typed as text', async () => {
    const result = await validateWith(dndEstimateSchema, {
      portCode: 'CNSHA',
      containerType: '40hc',
      quantity: '3',
      startDate: '2026-03-01',
      endDate: '2026-03-01',
    });
    expect(result).toMatchObject({ ok: true, value: { containerType: '40HC', quantity: 3 } });
  });
  it('refuses an end before the start, and a quantity of 1000', async () => {
    expect(
      await validateWith(dndEstimateSchema, { portCode: 'CNSHA', containerType: '40HC', quantity: 1000, startDate: '2026-03-02', endDate: '2026-03-01' }),
    ).toMatchObject({
      fields: { endDate: at('dateRangeOrder'), quantity: at('dndQuantityRange') },
    });
  });
});

describe('dndTariffSchema', () => {
  it('accepts contiguous tiers after the free days with an open last one', async () => {
    const body = {
      portCode: 'CNSHA',
      containerType: '20GP',
      freeDays: 7,
      tiers: [
        { fromDay: 8, toDay: 14, rateMinor: 15000 },
        { fromDay: 15, rateMinor: 30000 },
      ],
    };
    expect(await validateWith(dndTariffSchema, body)).toMatchObject({ ok: true, value: { tiers: [{ toDay: 14 }, { toDay: null }] } });
  });
  it('refuses a first tier that does not start the day after the free days', async () => {
    expect(
      await validateWith(dndTariffSchema, { portCode: 'CNSHA', containerType: '20GP', freeDays: 5, tiers: [{ fromDay: 8, toDay: null, rateMinor: 1 }] }),
    ).toMatchObject({ fields: { tiers: at('dndTiersShape') } });
  });
});

describe('parseTrackingNumbers', () => {
  it('classifies each number', () => {
    expect(parseTrackingNumbers('bk26000012 ESF26000007,CSQU3054383')).toEqual({
      ok: true,
      numbers: [
        { number: 'BK26000012', kind: 'BOOKING' },
        { number: 'ESF26000007', kind: 'BL' },
        { number: 'CSQU3054383', kind: 'CONTAINER' },
      ],
    });
  });
  it.each([
    [undefined, 'trackingNumbersRequired', []],
    [42, 'trackingNumbersRequired', []],
    [['CSQU3054384', 'CSQU3054383'], 'containerNoCheckDigit', ['CSQU3054384']],
    ['HELLO CSQU3054383', 'trackingNumberUnknown', ['HELLO']],
    [Array.from({ length: 21 }, (_, i) => `BK260000${String(i).padStart(2, '0')}`), 'trackingNumbersTooMany', []],
  ])('refuses %j: %s', (input, key, numbers) => expect(parseTrackingNumbers(input)).toEqual({ ok: false, key, numbers }));
});

describe('containerAssignSchema', () => {
  it('names a wrong check digit at the line and a repeated number at the list', async () => {
    const bookingUuid = '6a74f4a4-36d3-4c3c-a42f-0250ccf5fa2e';
    expect(await validateWith(containerAssignSchema, { bookingUuid, containers: [{ containerNo: 'CSQU3054384', containerType: '20GP' }] })).toMatchObject({
      fields: { 'containers[0].containerNo': at('containerNoCheckDigit') },
    });
    expect(
      await validateWith(containerAssignSchema, {
        bookingUuid,
        containers: [
          { containerNo: 'csqu3054383', containerType: '20GP' },
          { containerNo: 'CSQU3054383', containerType: '20GP' },
        ],
      }),
    ).toMatchObject({
      fields: { containers: at('containerNoDuplicate') },
    });
  });
});

describe('the forms’ field checks, each on its own', () => {
  const bookingUuid = '6a74f4a4-36d3-4c3c-a42f-0250ccf5fa2e';
  const fieldsOf = async (schema: Parameters<typeof validateWith>[0], input: unknown) => {
    const result = await validateWith(schema, input);
    return result.ok ? {} : result.fields;
  };

  it('a container assignment of valid, different numbers passes whole', async () => {
    expect(
      await validateWith(containerAssignSchema, {
        bookingUuid,
        containers: [
          { containerNo: ' csqu3054383 ', containerType: '20gp' },
          { containerNo: 'TSTU0000014', containerType: '40HC' },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        bookingUuid,
        containers: [
          { containerNo: 'CSQU3054383', containerType: '20GP' },
          { containerNo: 'TSTU0000014', containerType: '40HC' },
        ],
      },
    });
  });

  it('refuses a booking id that is no UUID and a number of the wrong shape, at their fields only', async () => {
    expect(await fieldsOf(containerAssignSchema, { bookingUuid: 'booking-1', containers: [{ containerNo: 'CSQU305438', containerType: '20GP' }] })).toEqual({
      bookingUuid: at('uuidFormat'),
      'containers[0].containerNo': at('containerNoFormat'),
    });
  });

  it('refuses a port code that is no UN/LOCODE', async () => {
    expect(await fieldsOf(scheduleSearchSchema, { polCode: 'SHA', podCode: 'JPOSA', etdFrom: '2026-03-01', etdTo: '2026-03-02' })).toEqual({
      polCode: at('portFormat'),
    });
  });

  it('takes a tracking event at an instant, and refuses a time that is none and a sailing id that is no UUID', async () => {
    const event = { containerNo: 'CSQU3054383', eventCode: 'gtot', classifier: 'act', locationCode: 'cnsha', eventTime: '2026-03-01T08:30:00Z' };
    expect(await validateWith(trackingEventSchema, event)).toEqual({
      ok: true,
      value: { ...event, bookingNo: '', eventCode: 'GTOT', classifier: 'ACT', locationCode: 'CNSHA', voyageUuid: '' },
    });
    expect(await fieldsOf(trackingEventSchema, { ...event, eventTime: '2026-03-01 08:30', voyageUuid: 'v1' })).toEqual({
      eventTime: at('eventTimeFormat'),
      voyageUuid: at('uuidFormat'),
    });
    expect(await fieldsOf(trackingEventSchema, { ...event, eventTime: '2026-13-01T08:30' })).toEqual({ eventTime: at('eventTimeFormat') });
  });

  it('takes exactly the most tracking numbers, and reads a list only of strings', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `BK${String(i + 1).padStart(8, '0')}`);
    expect(parseTrackingNumbers(twenty)).toMatchObject({ ok: true });
    expect(parseTrackingNumbers(['CSQU3054383', 7])).toEqual({ ok: false, key: 'trackingNumbersRequired', numbers: [] });
  });
});
