import type { BillDocument } from '../../modules/shipping/bills/bl.pdf';

/** A released bill with Chinese and Japanese parties, for the PDF's tests. */
export function sampleBill(overrides: Partial<BillDocument> = {}): BillDocument {
  return {
    blNo: 'ESF26000007',
    bookingNo: 'BK26000012',
    vessel: '新鉴真',
    voyageCode: 'SO2612010',
    pol: { code: 'CNSHA', zh: '上海', ja: '上海', en: 'Shanghai' },
    pod: { code: 'JPOSA', zh: '大阪', ja: '大阪', en: 'Osaka' },
    etd: new Date('2026-12-01T03:00:00Z'),
    issuedAt: new Date('2026-11-30T02:00:00Z'),
    telexReleasedAt: new Date('2026-12-02T06:30:00Z'),
    shipper: {
      role: 'SH',
      partyUuid: null,
      name: '上海东海国际贸易有限公司',
      address: '上海市浦东新区世纪大道100号',
      contact: '王建国',
      phone: '+86 21 5888 0000',
      email: 'export@example.com',
      countryCode: 'CN',
    },
    consignee: {
      role: 'CO',
      partyUuid: null,
      name: '株式会社なにわ商事',
      address: '大阪府大阪市北区梅田1-1-1',
      contact: '渡辺はなこ',
      phone: '+81 6 6345 0000',
      email: 'import@example.jp',
      countryCode: 'JP',
    },
    notify: { role: 'NF1', partyUuid: null, name: 'SAME AS CONSIGNEE', address: '', contact: '', phone: '', email: '', countryCode: '' },
    containers: [
      { containerType: '40HC', quantity: 2, grossWeightKg: 18500 },
      { containerType: '20GP', quantity: 1, grossWeightKg: 9200.5 },
    ],
    marks: 'NANIWA\nOSAKA\nC/NO. 1-240',
    commodity: '家具 / 家具',
    cargoDescription: '木制办公家具（桌椅）240箱\n木製オフィス家具（机・椅子）240ケース',
    ...overrides,
  };
}
