import { describe, expect, it } from 'vitest';
import { validateWith } from '../validation/validate';
import { SHIPPING_MESSAGES } from './messages';
import { bookingDraftSchema, bookingSubmitSchema, markReadSchema, partyFormSchema, templateSaveSchema, UN_LOCODE } from './schemas';

const VOYAGE = '0b9c2f1e-7d7a-4c55-9f3a-1e2d3c4b5a69';
const party = (role: string, name = '某公司', address = '上海') => ({ role, name, address });
const complete = {
  polCode: 'CNSHA',
  podCode: 'JPOSA',
  voyageUuid: VOYAGE,
  commodity: '家具',
  cargoDescription: '办公桌椅',
  containers: [{ containerType: '40HC', quantity: 2, grossWeightKg: 18500 }],
  parties: [party('SH'), party('CO', '株式会社なにわ商事', '大阪')],
};

const faults = async (schema: Parameters<typeof validateWith>[0], input: unknown) => {
  const result = await validateWith(schema, input);
  return result.ok ? {} : result.fields;
};

describe('the booking form', () => {
  it('saves any draft whose shape is right, codes upper-cased and text trimmed', async () => {
    const result = await validateWith(bookingDraftSchema, {
      polCode: ' cnsha ',
      commodity: ' 茶叶 ',
      containers: [{ containerType: '20gp', quantity: '1', grossWeightKg: 6000 }],
    });
    expect(result.ok && result.value).toMatchObject({
      uuid: '',
      polCode: 'CNSHA',
      podCode: '',
      commodity: '茶叶',
      containers: [{ containerType: '20GP', quantity: 1 }],
      parties: [],
    });
    expect(await faults(bookingDraftSchema, {})).toEqual({});
  });

  it('reads null as empty, as the answers carry it', async () => {
    const result = await validateWith(bookingDraftSchema, {
      uuid: null,
      voyageUuid: null,
      remarks: null,
      parties: [{ role: 'SH', name: 'x', partyUuid: null, email: null }],
    });
    expect(result.ok && result.value).toMatchObject({ uuid: '', voyageUuid: '', remarks: '', parties: [{ partyUuid: '', email: '' }] });
  });

  it('submits only a complete booking, each fault at its field in both languages', async () => {
    expect(await faults(bookingSubmitSchema, complete)).toEqual({});
    const fields = await faults(bookingSubmitSchema, { ...complete, podCode: 'CNSHA', voyageUuid: 'next tuesday', containers: [], parties: [party('SH')] });
    expect(fields).toEqual({
      podCode: { message: SHIPPING_MESSAGES.samePorts.zh, jpMessage: SHIPPING_MESSAGES.samePorts.ja },
      voyageUuid: { message: SHIPPING_MESSAGES.uuidFormat.zh, jpMessage: SHIPPING_MESSAGES.uuidFormat.ja },
      containers: { message: SHIPPING_MESSAGES.containersRequired.zh, jpMessage: SHIPPING_MESSAGES.containersRequired.ja },
      parties: { message: SHIPPING_MESSAGES.consigneeRequired.zh, jpMessage: SHIPPING_MESSAGES.consigneeRequired.ja },
    });
  });

  it('needs the shipper’s and consignee’s address, not the notify party’s', async () => {
    const fields = await faults(bookingSubmitSchema, { ...complete, parties: [party('SH', 'x', ''), party('CO'), party('NF1', 'y', '')] });
    expect(Object.keys(fields)).toEqual(['parties[0].address']);
  });

  it('knows a UN/LOCODE when it sees one', () => {
    expect(['CNSHA', 'JPUKB', 'JPSHS', 'CNTAG', 'US2AB'].every((code) => UN_LOCODE.test(code))).toBe(true);
    expect(['CNSH', 'CNSHAX', 'cnsha', 'CN-SH', 'US1AB'].some((code) => UN_LOCODE.test(code))).toBe(false);
  });
});

describe('the address-book party', () => {
  it('takes the spec’s other spellings of NF2 and FW', async () => {
    const result = await validateWith(partyFormSchema, { name: '太仓联系人', loadingPlaceContact: true, forwarder: true });
    expect(result.ok && result.value).toMatchObject({ secondNotifyPartyInd: true, forwarderInd: true, shipperInd: false });
  });

  it('needs a name and at least one role', async () => {
    expect(Object.keys(await faults(partyFormSchema, { name: ' ' }))).toEqual(['name', 'roles']);
  });
});

describe('templates and messages', () => {
  it('a template copies one booking or one form, not both, not neither', async () => {
    expect(await faults(templateSaveSchema, { name: 'a', bookingUuid: VOYAGE })).toEqual({});
    expect(await faults(templateSaveSchema, { name: 'a', content: { polCode: 'CNSHA' } })).toEqual({});
    expect(Object.keys(await faults(templateSaveSchema, { name: 'a' }))).toEqual(['content']);
    expect(Object.keys(await faults(templateSaveSchema, { name: 'a', bookingUuid: VOYAGE, content: {} }))).toEqual(['content']);
  });

  it('marks some messages or all', async () => {
    expect(await faults(markReadSchema, { all: true })).toEqual({});
    expect(Object.keys(await faults(markReadSchema, {}))).toEqual(['uuids']);
  });
});
