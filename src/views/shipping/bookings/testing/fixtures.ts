import type { PortItem } from '../../../../domain/baseData';
import type { Page } from '../../../../domain/envelope';
import type { Party } from '../../../../domain/shipping/types';
import type { ItsVoyage } from '../../../../domain/voyages';

/** The container ports, sailings and address book the booking screens' tests answer with. */
export const PORTS: PortItem[] = [
  { id: '1', cde: 'CNSHA', cnnme: '上海', ennme: 'Shanghai', jpnme: '上海', countryCde: 'CN', cityCde: 'SHA', currency: 'RMB' },
  { id: '2', cde: 'JPOSA', cnnme: '大阪', ennme: 'Osaka', jpnme: '大阪', countryCde: 'JP', cityCde: 'OSA', currency: 'JPY' },
  { id: '3', cde: 'JPUKB', cnnme: '神户', ennme: 'Kobe', jpnme: '神戸', countryCde: 'JP', cityCde: 'UKB', currency: 'JPY' },
];

export const SAILING_UUID = '11111111-1111-4111-8111-111111111111';

export function sailing(uuid = SAILING_UUID, voyageCode = 'DH2612E', etd = '2026-12-10T02:00:00.000Z'): ItsVoyage {
  return {
    uuid,
    voyageCode,
    routeCode: 'SHA-OSA',
    vessel: 'DONGHAI',
    rotation: [
      {
        portCode: 'CNSHA',
        portNameZh: '上海',
        portNameJa: '上海',
        portNameEn: 'Shanghai',
        eta: null,
        etd,
        cyCutOff: '2026-12-09T02:00:00.000Z',
        docCutOff: '2026-12-08T02:00:00.000Z',
      },
      {
        portCode: 'JPOSA',
        portNameZh: '大阪',
        portNameJa: '大阪',
        portNameEn: 'Osaka',
        eta: '2026-12-12T00:00:00.000Z',
        etd: null,
        cyCutOff: null,
        docCutOff: null,
      },
    ],
  };
}

export const BOOK_SHIPPER: Party = {
  uuid: '22222222-2222-4222-8222-222222222222',
  name: '杭州西湖丝绸进出口有限公司',
  address: '浙江省杭州市西湖区1号',
  contact: '陈丽',
  phone: '+86 571 8888 0000',
  email: 'silk@example.com',
  countryCode: 'CN',
  bookingInd: false,
  shipperInd: true,
  consigneeInd: false,
  notifyPartyInd: false,
  secondNotifyPartyInd: false,
  destinationReceiver: false,
  forwarderInd: false,
  roles: ['SH'],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

export const pageOf = <T>(records: T[], current = 1, size = 10): Page<T> => ({
  records,
  total: records.length,
  current,
  size,
  pages: Math.max(1, Math.ceil(records.length / size)),
});
