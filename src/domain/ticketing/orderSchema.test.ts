import { describe, expect, it } from 'vitest';
import { validateWith } from '../validation/validate';
import { isContactPhone, orderDraftSchema, orderSubmitSchema } from './orderSchema';

const passenger = {
  cnSurname: '王',
  cnGivenName: '小明',
  enSurname: 'WANG',
  enGivenName: 'XIAOMING',
  nationality: 'CN',
  gender: 'MALE',
  certificateType: 'PASSPORT',
  certificateNo: 'E12345678',
  certificateExpiry: '2030-01-01',
  birthDate: '1990-05-01',
  jpMobile: '09012345678',
  jpAddress: '大阪府大阪市北区1-1',
  ticketType: 'ADULT',
};

const order = {
  submit: true,
  orderType: 'ONE_WAY',
  outbound: { voyageUuid: 'v1', cabinClass: 'FIRST_JAPANESE' },
  contactName: '王小明',
  contactPhone: '+86 138-0000-0000',
  contactEmail: 'wang@example.com',
  passengers: [passenger],
  extraBed: false,
  noticeAgreed: true,
};

describe('orderSubmitSchema', () => {
  it('accepts a complete one-way order and drops a stray return leg', async () => {
    const result = await validateWith(orderSubmitSchema, { ...order, returnLeg: { voyageUuid: 'v2', cabinClass: 'SUITE' } });
    expect(result.ok && result.value.returnLeg).toBeNull();
  });

  it.each([
    ['contactName', { contactName: ' ' }, '请填写联系人信息'],
    ['contactPhone', { contactPhone: 'call me' }, '手机号码格式错误'],
    ['contactEmail', { contactEmail: 'x@' }, '邮箱格式错误'],
    ['noticeAgreed', { noticeAgreed: false }, '请阅读并同意乘客须知'],
    ['passengers', { passengers: [] }, '请填写乘客信息'],
    ['passengers[0].ticketType', { passengers: [{ ...passenger, ticketType: '' }] }, '请选择票种'],
    ['passengers[0].jpMobile', { passengers: [{ ...passenger, jpMobile: '' }] }, undefined],
    ['returnLeg', { orderType: 'ROUND_TRIP' }, '请选择舱位'],
    ['orderType', { orderType: 'CIRCLE' }, '筛选条件不完整'],
  ])('refuses a bad %s with the spec’s message', async (field, change, zh) => {
    const result = await validateWith(orderSubmitSchema, { ...order, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fields)).toContain(field);
    if (zh) expect(result.fields[field]?.message).toBe(zh);
    expect(result.fields[field]?.jpMessage).toBeTruthy();
  });

  it('recognises contact phones', () => {
    expect(['13800000000', '+81 90-1234-5678', '021-65958000'].every(isContactPhone)).toBe(true);
    expect(['12345', 'phone', '+86 138 0000 0000 0000 0000 1'].some(isContactPhone)).toBe(false);
  });
});

describe('orderDraftSchema', () => {
  it('keeps a half-typed order', async () => {
    const result = await validateWith(orderDraftSchema, {
      submit: false,
      orderType: 'ONE_WAY',
      outbound: { voyageUuid: 'v1', cabinClass: 'SUITE' },
      passengers: [{ cnSurname: '王' }],
    });
    expect(result.ok && result.value.passengers[0]).toMatchObject({ cnSurname: '王', enSurname: '' });
  });

  it('still needs the sailing and refuses an endless text', async () => {
    const result = await validateWith(orderDraftSchema, { submit: false, orderType: 'ONE_WAY', contactName: 'x'.repeat(41) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields)).toEqual(expect.arrayContaining(['outbound.cabinClass', 'contactName']));
  });
});

describe('orderSubmitSchema with the journey as context', () => {
  // The form passes the order's last arrival day (lastArrivalDay) as idValidOn.
  const validate = (certificateExpiry: string, secondCertificateExpiry = '') =>
    orderSubmitSchema.validate(
      {
        ...order,
        passengers: [
          {
            ...passenger,
            certificateExpiry,
            ...(secondCertificateExpiry ? { secondCertificateType: 'VISA', secondCertificateNo: 'V1', secondCertificateExpiry } : {}),
          },
        ],
      },
      { abortEarly: false, context: { idValidOn: '2026-12-08' } },
    );

  it('accepts an ID expiring on the last arrival day', async () => {
    await expect(validate('2026-12-08')).resolves.toBeTruthy();
  });

  it("refuses an ID expiring before it, at the field, with the rule's message key", async () => {
    await expect(validate('2026-12-07')).rejects.toMatchObject({ inner: [{ path: 'passengers[0].certificateExpiry', message: 'certificateExpiredForTrip' }] });
    await expect(validate('2030-01-01', '2026-12-01')).rejects.toMatchObject({
      inner: [{ path: 'passengers[0].secondCertificateExpiry', message: 'certificateExpiredForTrip' }],
    });
  });

  it("leaves the rule to the server's checkOrder when no journey is given", async () => {
    const result = await validateWith(orderSubmitSchema, { ...order, passengers: [{ ...passenger, certificateExpiry: '2020-01-01' }] });
    expect(result.ok).toBe(true);
  });
});
