import { slicePage, type Page } from '../../../domain/envelope';
import type { BillOfLadingSummary, Party, UserMessage } from '../../../domain/shipping/types';
import { PARTY_FLAGS, PARTY_ROLES } from '../../../domain/shipping/enums';

/** Test data of the container-side screens, shaped as the server answers. */

export const ENTERPRISE_USER = { userId: 'u-ent-1', logonId: 'demo.shipper' };
/** What an approved enterprise user is granted (roles.ts permissionsFor). */
export const ENTERPRISE_MENUS = [
  'menu.booking',
  'menu.myBooking',
  'menu.downloadBls',
  'menu.cargoTracking',
  'menu.dndChargeFreeDayIndex',
  'menu.dndChargeQueryIndex',
  'menu.dndQueryAndCalcRate',
  'menu.scheduleMgt',
  'menu.accountMgt',
  'menu.passwordMgt',
  'menu.partyMgt',
];
/** The buttons an approved enterprise user is granted (roles.ts permissionsFor), as the session stores them. */
export const ENTERPRISE_BUTTONS = [
  'btn.booking.create',
  'btn.booking.submit',
  'btn.booking.cancel',
  'btn.booking.template',
  'btn.bl.download',
  'btn.party.edit',
  'btn.dnd.query',
];

export function party(n: number, overrides: Partial<Party> = {}): Party {
  const base: Party = {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `上海东海国际贸易${n}`,
    address: '上海市浦东新区世纪大道100号',
    contact: '王建国',
    phone: '+86 21 5888 0000',
    email: 'export@example.com',
    countryCode: 'CN',
    bookingInd: false,
    shipperInd: true,
    consigneeInd: false,
    notifyPartyInd: false,
    secondNotifyPartyInd: false,
    destinationReceiver: false,
    forwarderInd: false,
    roles: [],
    createdAt: '2026-01-01T02:00:00.000Z',
    updatedAt: '2026-01-01T02:00:00.000Z',
    ...overrides,
  };
  return {
    ...base,
    roles: PARTY_ROLES.filter((code) => Object.entries(PARTY_FLAGS).some(([flag, c]) => c === code && base[flag as keyof typeof PARTY_FLAGS])),
  };
}

export function pageOf<T>(all: readonly T[], current: number, size: number): Page<T> {
  return slicePage(all, { current, size });
}

export function bill(n: number, overrides: Partial<BillOfLadingSummary> = {}): BillOfLadingSummary {
  return {
    uuid: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    blNo: `ESFS26${String(n).padStart(6, '0')}`,
    bookingUuid: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    bookingNo: `BK26${String(n).padStart(6, '0')}`,
    vessel: 'EAST SEA PIONEER',
    voyageCode: `ESP26${n}E`,
    polCode: 'CNSHA',
    podCode: 'JPOSA',
    issuedAt: '2026-02-01T02:00:00.000Z',
    telexReleasedAt: null,
    telexReleased: false,
    ...overrides,
  };
}

export function message(n: number, overrides: Partial<UserMessage> = {}): UserMessage {
  return {
    uuid: `30000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'BOOKING_CONFIRMED',
    title: { zh: `订舱已确认：BK26${n}`, ja: `ブッキング確定：BK26${n}` },
    body: { zh: `您的订舱 BK26${n} 已由船公司确认。`, ja: `ブッキング BK26${n} が船会社により確定されました。` },
    bookingUuid: null,
    bookingNo: `BK26${n}`,
    blNo: null,
    read: false,
    createdAt: '2026-02-01T02:00:00.000Z',
    ...overrides,
  };
}
