import { describe, expect, it } from 'vitest';
import { checkBookingRow, type ImportReferences } from './bookingImport';
import type { SheetRow } from './rows';

const refs: ImportReferences = {
  knownPorts: new Set(['CNSHA', 'JPOSA', 'JPUKB']),
  sailings: new Map([['V001E', { uuid: '11111111-1111-4111-8111-111111111111', departurePort: 'CNSHA', arrivalPort: 'JPOSA' }]]),
};
const GOOD = ['CNSHA', 'JPOSA', '', '办公家具', '木制桌椅', '40HC', '2', '18500', '上海东海', 'なにわ商事', ''];
const row = (cells: string[], formulaAt?: number): SheetRow => ({
  row: 7,
  cells: cells.map((text, i) => ({ text, ...(i === formulaAt ? { formula: true } : {}) })),
});
const withCell = (index: number, value: string) => GOOD.map((v, i) => (i === index ? value : v));
const reasons = (cells: string[], formulaAt?: number) => checkBookingRow(row(cells, formulaAt), refs).errors.map((e) => `${e.column}:${e.reason}`);

describe('booking import row', () => {
  it('a complete row becomes a Draft form with one container line and its parties', () => {
    const result = checkBookingRow(row(withCell(8, ' 上海东海 ')), refs);
    expect(result.errors).toEqual([]);
    expect(result.row).toBe(7);
    expect(result.form).toMatchObject({
      polCode: 'CNSHA',
      podCode: 'JPOSA',
      voyageUuid: '',
      containers: [{ containerType: '40HC', quantity: 2, grossWeightKg: 18500 }],
    });
    expect(result.form!.parties.map((p) => [p.role, p.name])).toEqual([
      ['SH', '上海东海'],
      ['CO', 'なにわ商事'],
    ]);
  });

  it('a voyage code on the route gives the sailing; the notify party is kept when named', () => {
    const cells = GOOD.map((v, i) => (i === 2 ? 'v001e' : i === 10 ? 'SAME AS CONSIGNEE' : v));
    const result = checkBookingRow(row(cells), refs);
    expect(result.form?.voyageUuid).toBe('11111111-1111-4111-8111-111111111111');
    expect(result.form?.parties.at(-1)).toMatchObject({ role: 'NF1', name: 'SAME AS CONSIGNEE' });
  });

  it.each([
    ['unknown port', withCell(0, 'CNXXX'), ['polCode:portUnknown']],
    ['port format', withCell(1, 'OSA'), ['podCode:portFormat']],
    ['same ports', withCell(1, 'CNSHA'), ['podCode:samePorts']],
    ['missing port', withCell(0, ''), ['polCode:polRequired']],
    ['quantity 0', withCell(6, '0'), ['quantity:quantityRange']],
    ['quantity 1.5', withCell(6, '1.5'), ['quantity:quantityRange']],
    ['quantity text', withCell(6, 'two'), ['quantity:quantityRange']],
    ['no weight', withCell(7, ''), ['grossWeightKg:weightRange']],
    ['container type', withCell(5, '45GP'), ['containerType:containerTypeInvalid']],
    ['no commodity', withCell(3, ' '), ['commodity:commodityRequired']],
    ['no shipper', withCell(8, ''), ['shipperName:shipperRequired']],
    ['no consignee', withCell(9, ''), ['consigneeName:consigneeRequired']],
    ['unknown voyage', withCell(2, 'NOPE1'), ['voyageCode:sailingUnknown']],
    ['voyage of another route', GOOD.map((v, i) => (i === 1 ? 'JPUKB' : i === 2 ? 'V001E' : v)), ['voyageCode:sailingRouteMismatch']],
  ])('%s is refused at its column', (_name, cells, expected) => {
    expect(reasons(cells)).toEqual(expected);
  });

  it('gives every reason of a row at once, each in both languages', () => {
    const result = checkBookingRow(row(['', 'JPOSA', '', '', '', '20GP', '0', '-1', '', '', '']), refs);
    expect(result.errors.map((e) => e.column).sort()).toEqual([
      'cargoDescription',
      'commodity',
      'consigneeName',
      'grossWeightKg',
      'polCode',
      'quantity',
      'shipperName',
    ]);
    expect(result.errors.find((e) => e.column === 'quantity')).toMatchObject({
      message: '箱量为1到99的整数',
      jpMessage: '本数は1～99の整数で入力してください',
    });
    expect(result.form).toBeUndefined();
  });

  it('a formula cell is refused once at its column, never read as a value', () => {
    expect(reasons(withCell(3, '=1+1'), 3)).toEqual(['commodity:formulaRefused']);
  });

  it('a formula cell is not also refused for what it shows', () => {
    expect(reasons(withCell(6, 'two'), 6)).toEqual(['quantity:formulaRefused']);
    expect(reasons(withCell(2, 'NOPE1'), 2)).toEqual(['voyageCode:formulaRefused']);
  });

  it('checks the ports and the sailing beside the shapes, and makes no form of a refused row', () => {
    const result = checkBookingRow(row(GOOD.map((v, i) => (i === 1 ? 'JPXXX' : i === 6 ? '0' : v))), refs);
    expect(result.errors.map((e) => `${e.column}:${e.reason}`)).toEqual(['quantity:quantityRange', 'podCode:portUnknown']);
    expect(checkBookingRow(row(withCell(0, 'CNXXX')), refs).form).toBeUndefined();
  });

  it('refuses a sailing that leaves from another port', () => {
    expect(reasons(GOOD.map((v, i) => (i === 0 ? 'JPUKB' : i === 2 ? 'V001E' : v)))).toEqual(['voyageCode:sailingRouteMismatch']);
  });

  it('reads a weight written with thousands separators, and gives the parties nothing but their names', () => {
    const result = checkBookingRow(row(withCell(7, '18,500')), refs);
    expect(result.form).toEqual({
      polCode: 'CNSHA',
      podCode: 'JPOSA',
      voyageUuid: '',
      commodity: '办公家具',
      cargoDescription: '木制桌椅',
      marks: '',
      remarks: '',
      containers: [{ containerType: '40HC', quantity: 2, grossWeightKg: 18500 }],
      parties: [
        { role: 'SH', partyUuid: '', name: '上海东海', address: '', contact: '', phone: '', email: '', countryCode: '' },
        { role: 'CO', partyUuid: '', name: 'なにわ商事', address: '', contact: '', phone: '', email: '', countryCode: '' },
      ],
    });
  });

  it('a formula-looking text is only text', () => {
    const result = checkBookingRow(row(withCell(4, '=HYPERLINK("http://x","y")')), refs);
    expect(result.errors).toEqual([]);
    expect(result.form?.cargoDescription).toBe('=HYPERLINK("http://x","y")');
  });
});
