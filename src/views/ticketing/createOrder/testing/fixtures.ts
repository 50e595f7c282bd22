import type { CountryItem, DictItem } from '../../../../domain/baseData';
import type { AccountInfo } from '../../../../domain/identityApi';
import type { SavedPassenger } from '../../../../domain/passengers';
import type { LegChoice, OrderDraft, OrderPassengerInput, PassengerNotice } from '../../../../domain/ticketing/order';
import type { CabinOffer, VoyagePortLine } from '../../../../domain/voyages';

/** The dictionaries as the server seeds them (only what the order form reads). */
const dict = (cde: string, cnnme: string, ennme: string, sort: number, extra: Record<string, string | number | boolean> = {}): DictItem => ({
  id: cde,
  cde,
  cnnme,
  ennme,
  sort,
  extraInfoMap: { cnnme, ennme, ...extra },
});

export const DICTS: Record<string, DictItem[]> = {
  TICKET_TYPE: [
    dict('ADULT', '成人', '大人', 10, { minAge: 12, isFree: false }),
    dict('CHILD', '儿童', '小人', 20, { minAge: 2, maxAge: 11, isFree: false }),
    dict('INFANT', '婴儿', '幼児', 30, { minAge: 0, maxAge: 1, isFree: true }),
  ],
  SHIPPING_CLASS_TYPE: [
    dict('SUITE', '豪华套房', 'スイートルーム', 10, { roomCapacity: 2, maxAdults: 2, minAdults: 1, extraBedAllowed: true }),
    dict('SECOND_JAPANESE', '二等日式房', '2等和室', 20, { roomCapacity: 10, maxAdults: 10, minAdults: 1, extraBedAllowed: false }),
  ],
  GENDER: [dict('MALE', '男', '男性', 10), dict('FEMALE', '女', '女性', 20)],
  CERTIFICATE_TYPE: [dict('PASSPORT', '护照', 'パスポート', 10)],
  OCCUPATION: [dict('OTHER', '其他', 'その他', 10)],
};

export const COUNTRIES: CountryItem[] = [
  { id: 'CN', cde: 'CN', name: '中国' },
  { id: 'JP', cde: 'JP', name: '日本' },
];

const cabin = (cabinClass: string, zh: string, ja: string, extraBedFee: number | null, adult: number): CabinOffer => ({
  cabinClass,
  cabinNameZh: zh,
  cabinNameJa: ja,
  totalBerths: 50,
  remainingBerths: 20,
  fares: [
    { ticketType: 'ADULT', amount: adult },
    { ticketType: 'CHILD', amount: adult / 2 },
    { ticketType: 'INFANT', amount: 0 },
  ],
  extraBedFee,
});

/** Shanghai to Osaka, departing 10:00 in Shanghai (02:00 UTC), arriving 10:00 next day in Osaka. */
export const VOYAGE: VoyagePortLine = {
  uuid: 'v-1',
  voyageCode: 'SO2612A',
  routeCode: 'CNSHA-JPOSA',
  vessel: '新鉴真',
  departurePort: 'CNSHA',
  arrivalPort: 'JPOSA',
  departureTime: '2026-12-10T02:00:00.000Z',
  arrivalTime: '2026-12-11T01:00:00.000Z',
  durationMinutes: 1380,
  departurePortNameZh: '上海',
  departurePortNameJa: '上海',
  departurePortNameEn: 'Shanghai',
  arrivalPortNameZh: '大阪',
  arrivalPortNameJa: '大阪',
  arrivalPortNameEn: 'Osaka',
  currency: 'RMB',
  fuelSurcharge: 100,
  cabins: [cabin('SUITE', '豪华套房', 'スイートルーム', 300, 3000), cabin('SECOND_JAPANESE', '二等日式房', '2等和室', null, 1000)],
};

export const legsIn = (cabinClass: string): LegChoice[] => [{ voyage: VOYAGE, cabinClass }];

/** A passenger every schema rule accepts: an adult at departure. */
export const ADULT: OrderPassengerInput = {
  cnSurname: '张',
  cnGivenName: '三',
  enSurname: 'ZHANG',
  enGivenName: 'SAN',
  nationality: 'CN',
  gender: 'MALE',
  certificateType: 'PASSPORT',
  certificateNo: 'E12345678',
  certificateExpiry: '2030-01-01',
  secondCertificateType: '',
  secondCertificateNo: '',
  secondCertificateExpiry: '',
  birthDate: '1990-01-01',
  career: '',
  email: '',
  cnMobile: '',
  jpMobile: '09012345678',
  jpAddress: '大阪府大阪市住之江区南港北1-20-15',
  sailingPurpose: '',
  ticketType: 'ADULT',
  saveToList: false,
};

export const EMPTY_DRAFT: OrderDraft = { contactName: '', contactPhone: '', contactEmail: '', passengers: [], extraBed: false, noticeAgreed: false };

export const FILLED_DRAFT: OrderDraft = {
  contactName: '张三',
  contactPhone: '13800138000',
  contactEmail: 'zhang@example.com',
  passengers: [ADULT],
  extraBed: false,
  noticeAgreed: false,
};

export const SAVED: SavedPassenger = {
  ...ADULT,
  cnSurname: '李',
  cnGivenName: '小红',
  enSurname: 'LI',
  enGivenName: 'XIAOHONG',
  gender: 'FEMALE',
  birthDate: '2018-05-05',
  uuid: 'sp-1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const NOTICE: PassengerNotice = {
  version: 1,
  zh: '旅客须知\n\n一、登船时间\n请于开船前2小时到达码头。',
  ja: 'ご乗船の皆様へのお知らせ\n\n一、乗船手続き',
};

export const ACCOUNT: AccountInfo = {
  userId: 'u-1',
  logonId: 'demo.passenger',
  nickname: '王五',
  email: 'wang@example.com',
  phone: '13900139000',
  role: 'individual',
  enterpriseId: null,
  enterpriseCnnme: null,
  enterpriseState: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
