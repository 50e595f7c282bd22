import { number, object, string, ValidationError } from 'yup';
import type { BookingForm } from '../schemas';
import { UN_LOCODE } from '../schemas';
import { CONTAINER_TYPES } from '../enums';
import { namedCells, rowError, type RowError, type RowResult, type SheetRow } from './rows';

/**
 * The booking import's row (one booking with one container line a row). A valid row becomes a
 * Draft booking: the user reviews it in /myBooking, completes addresses and submits it there.
 * The sailing (voyage code) may be left empty and chosen then.
 */
export const BOOKING_IMPORT_COLUMNS = [
  'polCode',
  'podCode',
  'voyageCode',
  'commodity',
  'cargoDescription',
  'containerType',
  'quantity',
  'grossWeightKg',
  'shipperName',
  'consigneeName',
  'notifyName',
] as const;
export type BookingImportColumn = (typeof BOOKING_IMPORT_COLUMNS)[number];

/** The template's header cells, in both languages and with the example row under them. */
export const BOOKING_IMPORT_HEADERS: Record<BookingImportColumn, { zh: string; ja: string; example: string }> = {
  polCode: { zh: '装货港代码', ja: '積地港コード', example: 'CNSHA' },
  podCode: { zh: '卸货港代码', ja: '揚地港コード', example: 'JPOSA' },
  voyageCode: { zh: '航次（可空）', ja: '航海番号（任意）', example: '' },
  commodity: { zh: '品名', ja: '品名', example: '办公家具' },
  cargoDescription: { zh: '货物描述', ja: '貨物の明細', example: '木制办公桌椅 240 箱' },
  containerType: { zh: '箱型', ja: 'コンテナタイプ', example: '40HC' },
  quantity: { zh: '箱量', ja: '本数', example: '2' },
  grossWeightKg: { zh: '毛重（千克）', ja: '総重量（kg）', example: '18500' },
  shipperName: { zh: '托运人名称', ja: '荷送人名', example: '上海东海国际贸易有限公司' },
  consigneeName: { zh: '收货人名称', ja: '荷受人名', example: '株式会社なにわ商事' },
  notifyName: { zh: '通知人名称（可空）', ja: '着荷通知先名（任意）', example: 'SAME AS CONSIGNEE' },
};

/** What the server knows that a row may name: the ports it serves and the sailings by code. */
export interface ImportReferences {
  knownPorts: ReadonlySet<string>;
  /** scheduled sailings still to depart, by voyage code */
  sailings: ReadonlyMap<string, { uuid: string; departurePort: string; arrivalPort: string }>;
}

const text = (max: number) => string().trim().max(max, 'tooLong');
const port = (required: 'polRequired' | 'podRequired') =>
  string().trim().uppercase().required(required).matches(UN_LOCODE, { message: 'portFormat', excludeEmptyString: true });

/** The shapes of a row, with the booking form's messages. */
const rowSchema = object({
  polCode: port('polRequired'),
  podCode: port('podRequired').test('different', 'samePorts', function (value) {
    return !value || value !== this.parent.polCode;
  }),
  voyageCode: text(40).uppercase(),
  commodity: text(100).required('commodityRequired'),
  cargoDescription: text(2000).required('cargoDescriptionRequired'),
  containerType: string()
    .trim()
    .uppercase()
    .required('containerTypeInvalid')
    .oneOf([...CONTAINER_TYPES], 'containerTypeInvalid'),
  quantity: number().typeError('quantityRange').required('quantityRange').integer('quantityRange').min(1, 'quantityRange').max(99, 'quantityRange'),
  grossWeightKg: number().typeError('weightRange').required('weightRange').moreThan(0, 'weightRange').max(1_000_000, 'weightRange'),
  shipperName: text(200).required('shipperRequired'),
  consigneeName: text(200).required('consigneeRequired'),
  notifyName: text(200),
});

/** An empty cell is missing, not zero. */
const numeric = (value: string) => (value === '' ? undefined : Number(value.replace(/,/g, '')));

export interface ImportedBooking extends RowResult<BookingImportColumn> {
  /** the Draft's content when the row is valid */
  form?: BookingForm;
}

/** Checks one row: its shapes, then the ports and the sailing against `refs`. */
export function checkBookingRow(row: SheetRow, refs: ImportReferences): ImportedBooking {
  const { values, errors } = namedCells(BOOKING_IMPORT_COLUMNS, row);
  const formulaColumns = new Set(errors.map((e) => e.column));
  const input = { ...values, quantity: numeric(values.quantity), grossWeightKg: numeric(values.grossWeightKg) };
  let parsed: ReturnType<typeof rowSchema.validateSync> | undefined;
  try {
    parsed = rowSchema.validateSync(input, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner) if (inner.path && !formulaColumns.has(inner.path)) errors.push(rowError(inner.path, inner.message));
  }
  const at = (column: string) => errors.some((e) => e.column === column);
  const refErrors: RowError[] = [];
  const pol = values.polCode.toUpperCase();
  const pod = values.podCode.toUpperCase();
  if (!at('polCode') && !refs.knownPorts.has(pol)) refErrors.push(rowError('polCode', 'portUnknown'));
  if (!at('podCode') && !refs.knownPorts.has(pod)) refErrors.push(rowError('podCode', 'portUnknown'));
  const voyageCode = values.voyageCode.toUpperCase();
  const sailing = voyageCode ? refs.sailings.get(voyageCode) : undefined;
  if (voyageCode && !at('voyageCode')) {
    if (!sailing) refErrors.push(rowError('voyageCode', 'sailingUnknown'));
    else if (sailing.departurePort !== pol || sailing.arrivalPort !== pod) refErrors.push(rowError('voyageCode', 'sailingRouteMismatch'));
  }
  errors.push(...refErrors);
  if (errors.length || !parsed) return { row: row.row, values, errors };
  const party = (role: 'SH' | 'CO' | 'NF1', name: string) => ({ role, partyUuid: '', name, address: '', contact: '', phone: '', email: '', countryCode: '' });
  const form: BookingForm = {
    polCode: parsed.polCode,
    podCode: parsed.podCode,
    voyageUuid: sailing?.uuid ?? '',
    commodity: parsed.commodity,
    cargoDescription: parsed.cargoDescription,
    marks: '',
    remarks: '',
    containers: [{ containerType: parsed.containerType, quantity: parsed.quantity, grossWeightKg: parsed.grossWeightKg }],
    parties: [party('SH', parsed.shipperName), party('CO', parsed.consigneeName), ...(parsed.notifyName ? [party('NF1', parsed.notifyName)] : [])],
  };
  return { row: row.row, values, errors, form };
}
