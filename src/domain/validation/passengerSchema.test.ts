import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages';
import { isCnMobile, isJpMobile, japanToday, passengerSchema } from './passengerSchema';
import { validateWith } from './validate';

const valid = {
  cnSurname: '王',
  cnGivenName: '小明',
  enSurname: 'WANG',
  enGivenName: 'XIAOMING',
  nationality: 'CN',
  gender: 'M',
  certificateType: 'PASSPORT',
  certificateNo: 'E12345678',
  certificateExpiry: '2030-05-01',
  birthDate: '1990-02-28',
  jpMobile: '090-1234-5678',
  jpAddress: '大阪府大阪市住之江区南港北1-20-52',
};

const both = (key: ValidationMessageKey) => ({ message: VALIDATION_MESSAGES[key].zh, jpMessage: VALIDATION_MESSAGES[key].ja });

describe('passengerSchema', () => {
  it('accepts the required fields alone and fills the optional ones with empty strings', async () => {
    const result = await validateWith(passengerSchema, valid);
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        secondCertificateType: '',
        secondCertificateNo: '',
        secondCertificateExpiry: '',
        career: '',
        email: '',
        cnMobile: '',
        sailingPurpose: '',
      },
    });
  });

  it('answers every required field of an empty form with its message', async () => {
    const result = await validateWith(passengerSchema, {});
    expect(result).toEqual({
      ok: false,
      fields: {
        cnSurname: both('cnSurnameRequired'),
        cnGivenName: both('cnGivenNameRequired'),
        enSurname: both('enSurnameRequired'),
        enGivenName: both('enGivenNameRequired'),
        nationality: both('nationalityRequired'),
        gender: both('genderRequired'),
        certificateType: both('certificateTypeRequired'),
        certificateNo: both('certificateNoRequired'),
        certificateExpiry: both('certificateExpiryRequired'),
        birthDate: both('birthDateRequired'),
        jpMobile: both('jpMobileRequired'),
        jpAddress: both('jpAddressRequired'),
      },
    });
  });

  it('words the spec’s examples as the spec does', () => {
    expect(VALIDATION_MESSAGES.cnSurnameRequired).toEqual({ zh: '请输入中文姓', ja: '漢字の姓を入力してください' });
    expect(VALIDATION_MESSAGES.nationalityRequired.zh).toBe('请选择国籍');
    expect(VALIDATION_MESSAGES.birthDateRequired.zh).toBe('请选择出生日期');
  });

  it.each([
    ['cnSurname', '   ', 'cnSurnameRequired'],
    ['cnSurname', '王'.repeat(21), 'tooLong'],
    ['enSurname', 'WANG1', 'enNameFormat'],
    ['enGivenName', '小明', 'enNameFormat'],
    ['certificateNo', 'E 123', 'certificateNoFormat'],
    ['certificateExpiry', '2030-02-30', 'dateFormat'],
    ['certificateExpiry', '01/05/2030', 'dateFormat'],
    ['birthDate', '1990-13-01', 'dateFormat'],
    ['birthDate', '2026-06-02', 'birthDateFuture'],
    ['email', 'nope@', 'emailFormat'],
    ['cnMobile', '12345', 'cnMobileFormat'],
    ['cnMobile', '09012345678', 'cnMobileFormat'],
    ['jpMobile', '13800138000', 'jpMobileFormat'],
    ['jpMobile', '03-1234-5678', 'jpMobileFormat'],
    ['jpAddress', '', 'jpAddressRequired'],
    ['jpAddress', 'x'.repeat(201), 'tooLong'],
  ] as const)('answers %s = %j with %s', async (field, value, key) => {
    const result = await validateWith(passengerSchema, { ...valid, [field]: value });
    // validateWith passes no context: "today" is Japan's date, so a 2026-06-02 birth needs a fixed today.
    const withToday = await passengerSchema.validate({ ...valid, [field]: value }, { abortEarly: false, context: { today: '2026-06-01' } }).then(
      () => null,
      (e: { inner: { path: string; message: string }[] }) => e.inner.find((i) => i.path === field)?.message,
    );
    expect(withToday).toBe(key);
    if (key !== 'birthDateFuture') expect(result).toEqual({ ok: false, fields: { [field]: both(key) } });
  });

  it.each([
    ['2026-06-01', true],
    ['2026-06-02', false],
  ])('takes a birth on %s (today 2026-06-01) as valid: %s', async (birthDate, ok) => {
    const valid2 = await passengerSchema.isValid({ ...valid, birthDate }, { context: { today: '2026-06-01' } });
    expect(valid2).toBe(ok);
  });

  it('takes today from Japan’s date by default (UTC+9)', () => {
    expect(japanToday(new Date('2026-06-01T14:59:59Z'))).toBe('2026-06-01');
    expect(japanToday(new Date('2026-06-01T15:00:00Z'))).toBe('2026-06-02');
  });

  it('does not check that the ID is still valid (that depends on the departure)', async () => {
    expect(await passengerSchema.isValid({ ...valid, certificateExpiry: '2001-01-01' })).toBe(true);
  });

  describe('second ID: optional as a group, complete when any part is given', () => {
    const second = { secondCertificateType: 'ID_CARD', secondCertificateNo: '110101199001011234', secondCertificateExpiry: '2031-01-01' };
    it('accepts all three parts', async () => {
      expect(await validateWith(passengerSchema, { ...valid, ...second })).toMatchObject({ ok: true, value: second });
    });
    it.each([
      ['secondCertificateType', 'secondCertificateTypeRequired'],
      ['secondCertificateNo', 'secondCertificateNoRequired'],
      ['secondCertificateExpiry', 'secondCertificateExpiryRequired'],
    ] as const)('asks for %s when the other parts are given', async (field, key) => {
      expect(await validateWith(passengerSchema, { ...valid, ...second, [field]: '' })).toEqual({ ok: false, fields: { [field]: both(key) } });
    });
    it('asks for both missing parts when only one is given', async () => {
      const result = await validateWith(passengerSchema, { ...valid, secondCertificateNo: 'X1' });
      expect(result).toEqual({
        ok: false,
        fields: { secondCertificateType: both('secondCertificateTypeRequired'), secondCertificateExpiry: both('secondCertificateExpiryRequired') },
      });
    });
    it('checks the second expiry’s format', async () => {
      expect(await validateWith(passengerSchema, { ...valid, ...second, secondCertificateExpiry: '2031-1-1' })).toEqual({
        ok: false,
        fields: { secondCertificateExpiry: both('dateFormat') },
      });
    });
  });
});

describe('passenger field rules', () => {
  it.each([
    ['09012345678', true],
    ['080-1234-5678', true],
    ['070 1234 5678', true],
    ['+819012345678', true],
    ['0312345678', false],
    ['0901234567', false],
    ['13800138000', false],
  ])('Japanese mobile %s → %s', (value, ok) => expect(isJpMobile(value)).toBe(ok));

  it.each([
    ['13800138000', true],
    ['+86 138-0013-8000', true],
    ['12800138000', false],
    ['1380013800', false],
    ['09012345678', false],
  ])('Chinese mobile %s → %s', (value, ok) => expect(isCnMobile(value)).toBe(ok));
});

describe('passengerSchema: the ID expires after its holder was born', () => {
  it.each<[string, Record<string, string>, string | null]>([
    ['expiry the day after birth', { birthDate: '1990-02-28', certificateExpiry: '1990-03-01' }, null],
    ['expiry on the birth date', { birthDate: '1990-02-28', certificateExpiry: '1990-02-28' }, 'certificateExpiry'],
    ['expiry before birth', { birthDate: '1990-02-28', certificateExpiry: '1980-01-01' }, 'certificateExpiry'],
    [
      'a second ID expiring before birth',
      { birthDate: '1990-02-28', secondCertificateType: 'VISA', secondCertificateNo: 'V1', secondCertificateExpiry: '1989-12-31' },
      'secondCertificateExpiry',
    ],
  ])('%s', async (_name, change, field) => {
    const result = await validateWith(passengerSchema, { ...valid, ...change });
    if (field === null) return expect(result.ok).toBe(true);
    expect(result).toEqual({ ok: false, fields: { [field]: both('certificateExpiryBeforeBirth') } });
  });

  it('still refuses a birth date in the future (today in Japan given as context)', async () => {
    await expect(passengerSchema.validate({ ...valid, birthDate: '2026-11-27' }, { context: { today: '2026-11-26' } })).rejects.toMatchObject({
      message: 'birthDateFuture',
    });
  });
});

describe('passengerSchema: the Chinese-name fields', () => {
  const cnNameFormat = { message: '中文姓名只能包含汉字和“·”', jpMessage: '漢字の氏名は漢字と「·」で入力してください' };
  const jpNameFormat = { message: '日本籍乘客的姓名只能包含汉字、假名和“·”', jpMessage: '日本国籍の方の氏名は漢字・かな・「·」で入力してください' };
  it.each([
    ['CN', { cnSurname: '张', cnGivenName: '三' }, null],
    ['CN', { cnSurname: 'Smith', cnGivenName: '三' }, { cnSurname: cnNameFormat }],
    ['CN', { cnSurname: '张', cnGivenName: 'カタカナ' }, { cnGivenName: cnNameFormat }],
    ['KR', { cnSurname: '金', cnGivenName: 'Minsu' }, { cnGivenName: cnNameFormat }],
    ['JP', { cnSurname: '山田', cnGivenName: 'カタカナ' }, null],
    ['JP', { cnSurname: '佐々木', cnGivenName: 'はなこ' }, null],
    ['JP', { cnSurname: 'Smith', cnGivenName: '太郎' }, { cnSurname: jpNameFormat }],
  ])('nationality %s, %o', async (nationality, names, fields) => {
    const result = await validateWith(passengerSchema, { ...valid, nationality, ...names });
    if (fields === null) return expect(result).toMatchObject({ ok: true, value: names });
    expect(result).toEqual({ ok: false, fields });
  });
});
