import { describe, expect, it } from 'vitest';
import type { BookingDocument } from '../domain/shipping/documents';
import type { BookingSummary } from '../domain/shipping/types';
import { documentsMachine, type DocumentsContext } from './documents.machine';
import {
  selectBookingNo,
  selectBookings,
  selectBookingsLoading,
  selectCanAct,
  selectCanChoose,
  selectConfirmingDelete,
  selectDocuments,
  selectIsDeleting,
  selectIsDownloading,
  selectIsListLoading,
  selectListFailed,
  selectSelected,
  selectUpload,
} from './documents.selectors';

const doc = (uuid: string) => ({ uuid, bookingNo: 'BK00000001', name: `${uuid}.pdf` }) as BookingDocument;

const CONTEXT: DocumentsContext = {
  bookings: [{ bookingNo: 'BK00000001' } as BookingSummary],
  bookingNo: 'BK00000001',
  documents: [doc('d-2'), doc('d-1')],
  upload: { name: 'invoice.pdf', percent: 35 },
  selected: doc('d-1'),
};

const at = (value: string) => documentsMachine.resolveState({ value, context: CONTEXT });

const flags = (value: string) => {
  const snapshot = at(value);
  return {
    bookingsLoading: selectBookingsLoading(snapshot),
    listLoading: selectIsListLoading(snapshot),
    listFailed: selectListFailed(snapshot),
    downloading: selectIsDownloading(snapshot),
    confirmingDelete: selectConfirmingDelete(snapshot),
    deleting: selectIsDeleting(snapshot),
    canChoose: selectCanChoose(snapshot),
    canAct: selectCanAct(snapshot),
  };
};

const NONE = {
  bookingsLoading: false,
  listLoading: false,
  listFailed: false,
  downloading: false,
  confirmingDelete: false,
  deleting: false,
  canChoose: false,
  canAct: false,
};

describe('documents selectors', () => {
  it.each([
    ['loadingBookings', { bookingsLoading: true }],
    ['idle', { canChoose: true }],
    ['loading', { listLoading: true, canChoose: true }],
    ['loadFailed', { listFailed: true, canChoose: true }],
    ['ready', { canChoose: true, canAct: true }],
    ['uploading', {}],
    ['downloading', { downloading: true }],
    ['confirmingDelete', { confirmingDelete: true }],
    ['deleting', { deleting: true }],
  ])('in %s', (value, shown) => {
    expect(flags(value)).toEqual({ ...NONE, ...shown });
  });

  it('reads the bookings offered, the booking chosen, its documents, the upload and the document selected', () => {
    const snapshot = at('uploading');
    expect(selectBookings(snapshot)).toEqual([{ bookingNo: 'BK00000001' }]);
    expect(selectBookingNo(snapshot)).toBe('BK00000001');
    expect(selectDocuments(snapshot).map((d) => d.uuid)).toEqual(['d-2', 'd-1']);
    expect(selectUpload(snapshot)).toEqual({ name: 'invoice.pdf', percent: 35 });
    expect(selectSelected(snapshot)?.uuid).toBe('d-1');
  });
});
