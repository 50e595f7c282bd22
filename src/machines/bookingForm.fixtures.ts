import type { BookingForm } from '../domain/shipping/schemas';
import type { BookingStatus } from '../domain/shipping/enums';
import type { BookingTemplate, BookingView } from '../domain/shipping/types';

/** A complete booking's content on a Shanghai -> Osaka sailing (tests of the booking screens and charts). */
export function bookingContent(overrides: Partial<BookingForm> = {}): BookingForm {
  return {
    polCode: 'CNSHA',
    podCode: 'JPOSA',
    voyageUuid: '11111111-1111-4111-8111-111111111111',
    commodity: '办公家具',
    cargoDescription: '木制办公桌椅 240 箱',
    marks: '',
    remarks: '',
    containers: [
      { containerType: '40HC', quantity: 2, grossWeightKg: 18500 },
      { containerType: '20GP', quantity: 1, grossWeightKg: 9200 },
    ],
    parties: [
      {
        role: 'SH',
        partyUuid: '',
        name: '上海东海国际贸易有限公司',
        address: '上海市浦东新区世纪大道100号',
        contact: '王建国',
        phone: '+86 21 5888 0000',
        email: 'export@example.com',
        countryCode: 'CN',
      },
      {
        role: 'CO',
        partyUuid: '',
        name: '株式会社なにわ商事',
        address: '大阪府大阪市北区梅田1-1-1',
        contact: '渡辺はなこ',
        phone: '',
        email: '',
        countryCode: 'JP',
      },
    ],
    ...overrides,
  };
}

/** A stored booking as load answers it. */
export function bookingView(uuid: string, status: BookingStatus, overrides: Partial<BookingView> = {}): BookingView {
  const content = bookingContent();
  const stateValue = status === 'Confirmed' ? { Confirmed: 'blPending' } : status;
  return {
    uuid,
    bookingNo: `BK${uuid.replace(/\D/g, '').padStart(8, '0')}`,
    status,
    stateValue,
    blStage: status === 'Confirmed' ? 'pending' : 'none',
    polCode: content.polCode,
    podCode: content.podCode,
    voyageUuid: content.voyageUuid,
    voyageCode: 'DH2612E',
    vessel: 'DONGHAI',
    etd: '2026-12-10T02:00:00.000Z',
    commodity: content.commodity,
    containerSummary: '2x40HC, 1x20GP',
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    submittedAt: status === 'Draft' ? null : '2026-11-20T03:00:00.000Z',
    cargoDescription: content.cargoDescription,
    marks: '',
    remarks: '',
    containers: content.containers as BookingView['containers'],
    parties: content.parties.map((p) => ({ ...p, partyUuid: p.partyUuid || null })) as BookingView['parties'],
    history: [
      {
        event: 'booking.saveDraft',
        fromStatus: null,
        toStatus: 'Draft',
        fromState: null,
        toState: 'Draft',
        actor: 'customer',
        note: null,
        at: '2026-11-20T02:00:00.000Z',
      },
    ],
    billOfLading: null,
    ...overrides,
  };
}

export function bookingTemplate(uuid: string, name: string, overrides: Partial<BookingTemplate> = {}): BookingTemplate {
  const content = bookingContent({ voyageUuid: '' });
  return {
    uuid,
    name,
    polCode: content.polCode,
    podCode: content.podCode,
    commodity: content.commodity,
    createdAt: '2026-11-19T02:00:00.000Z',
    updatedAt: '2026-11-19T02:00:00.000Z',
    content,
    ...overrides,
  };
}
