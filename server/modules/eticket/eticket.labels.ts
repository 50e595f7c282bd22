import type { Bilingual } from '../../../src/domain/lang';

/** The e-ticket's printed words, in the two languages of the portal. */
export const ETICKET_LABELS = {
  company: { zh: '东海渡轮', ja: '東海フェリー' },
  companyEn: { zh: 'East Sea Ferry', ja: 'East Sea Ferry' },
  title: { zh: '电子船票', ja: '電子乗船券' },
  outbound: { zh: '去程', ja: '往路' },
  return: { zh: '返程', ja: '復路' },
  departure: { zh: '出发', ja: '出発' },
  arrival: { zh: '到达（预计）', ja: '到着（予定）' },
  vessel: { zh: '船名', ja: '船名' },
  voyage: { zh: '航次', ja: '便名' },
  cabin: { zh: '舱位', ja: '客室' },
  ticketType: { zh: '票种', ja: '券種' },
  passenger: { zh: '乘客', ja: '乗客' },
  idNumber: { zh: '证件号码', ja: '身分証明書番号' },
  ticketNo: { zh: '船票号', ja: '乗船券番号' },
  orderNo: { zh: '订单号', ja: '注文番号' },
  checkInOpens: { zh: '检票开始', ja: 'チェックイン開始' },
  checkInCloses: { zh: '检票截止', ja: 'チェックイン締切' },
  terminal: { zh: '出发码头', ja: '出発ターミナル' },
  extraBed: { zh: '加床', ja: 'エキストラベッド' },
  extraBedBooked: { zh: '已预订（1张）', ja: '予約済み（1台）' },
  localTimes: { zh: '时间均为港口当地时间', ja: '時刻はすべて港の現地時間です' },
  notice: {
    zh: '请携带本票（打印或手机出示均可）及所登记的有效证件办理登船手续；二维码为船票号。',
    ja: '乗船手続きには本券（印刷またはスマートフォンでの提示）と登録した有効な身分証明書をお持ちください。QRコードは乗船券番号です。',
  },
  page: { zh: '第 {n} / {total} 张', ja: '{n} / {total} 枚目' },
} satisfies Record<string, Bilingual>;
