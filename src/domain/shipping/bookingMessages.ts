import type { MessageType } from './enums';

/** The bilingual title and body of each message the enterprise receives about its bookings. */
export function bookingMessage(
  type: MessageType,
  facts: { bookingNo: string; blNo?: string; note?: string | null; commissionNo?: string },
): { titleZh: string; titleJa: string; bodyZh: string; bodyJa: string } {
  const { bookingNo, blNo = '', commissionNo = '' } = facts;
  const noteZh = facts.note ? `备注：${facts.note}` : '';
  const noteJa = facts.note ? `備考：${facts.note}` : '';
  switch (type) {
    case 'BOOKING_CONFIRMED':
      return {
        titleZh: `订舱已确认：${bookingNo}`,
        titleJa: `ブッキング確定：${bookingNo}`,
        bodyZh: `您的订舱 ${bookingNo} 已由船公司确认。${noteZh}`,
        bodyJa: `ブッキング ${bookingNo} が船会社により確定されました。${noteJa}`,
      };
    case 'BOOKING_SHUTOUT':
      return {
        titleZh: `订舱未能配载（退关）：${bookingNo}`,
        titleJa: `ブッキング積み残し（シャットアウト）：${bookingNo}`,
        bodyZh: `很抱歉，您的订舱 ${bookingNo} 未能配载该船期。${noteZh}`,
        bodyJa: `申し訳ございません。ブッキング ${bookingNo} はこの本船に積載できませんでした。${noteJa}`,
      };
    case 'BOOKING_CANCELED':
      return {
        titleZh: `订舱已取消：${bookingNo}`,
        titleJa: `ブッキング取消：${bookingNo}`,
        bodyZh: `应您的要求，订舱 ${bookingNo} 已取消。${noteZh}`,
        bodyJa: `ご依頼により、ブッキング ${bookingNo} を取り消しました。${noteJa}`,
      };
    case 'BL_ISSUED':
      return {
        titleZh: `提单已签发：${blNo}`,
        titleJa: `船荷証券発行：${blNo}`,
        bodyZh: `订舱 ${bookingNo} 的提单 ${blNo} 已签发，电放后即可下载。`,
        bodyJa: `ブッキング ${bookingNo} の船荷証券 ${blNo} を発行しました。サレンダー後にダウンロードできます。`,
      };
    case 'BL_RELEASED':
      return {
        titleZh: `提单已电放：${blNo}`,
        titleJa: `船荷証券サレンダー済み：${blNo}`,
        bodyZh: `订舱 ${bookingNo} 的提单 ${blNo} 已电放，可在"下载提单"中下载。`,
        bodyJa: `ブッキング ${bookingNo} の船荷証券 ${blNo} をサレンダー（電信リリース）しました。「B/Lダウンロード」からダウンロードできます。`,
      };
    case 'RAIL_COMMISSION_ACCEPTED':
      return {
        titleZh: `铁路委托已受理：${commissionNo}`,
        titleJa: `鉄道輸送委託受付：${commissionNo}`,
        bodyZh: `订舱 ${bookingNo} 的铁路委托 ${commissionNo} 已由船公司受理。`,
        bodyJa: `ブッキング ${bookingNo} の鉄道輸送委託 ${commissionNo} を受け付けました。`,
      };
    case 'RAIL_COMMISSION_REJECTED':
      return {
        titleZh: `铁路委托未能受理：${commissionNo}`,
        titleJa: `鉄道輸送委託却下：${commissionNo}`,
        bodyZh: `很抱歉，订舱 ${bookingNo} 的铁路委托 ${commissionNo} 未能受理。${noteZh.replace('备注', '原因')}`,
        bodyJa: `申し訳ございません。ブッキング ${bookingNo} の鉄道輸送委託 ${commissionNo} はお受けできませんでした。${noteJa.replace('備考', '理由')}`,
      };
  }
}
