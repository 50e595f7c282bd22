import type { MessageType } from './enums';

/** The bilingual title and body of each message the enterprise receives about its bookings. */
export function bookingMessage(
  type: MessageType,
  facts: {
    bookingNo: string;
    blNo?: string;
    note?: string | null;
    commissionNo?: string;
    /** the submitted booking's route and sailing, as far as known */
    route?: { polCode: string; podCode: string; vessel: string; voyageCode: string };
    /** the containers the clerk numbered */
    containers?: { containerNo: string; containerType: string; sealNo: string | null }[];
    /** the container whose free time ends: the port's date of its last free day, the daily charge after it (with its currency) */
    freeTime?: { containerNo: string; side: 'EXPORT' | 'IMPORT'; portCode: string; lastFreeDay: string; dailyCharge: string };
  },
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
    case 'BOOKING_SUBMITTED': {
      const route = facts.route;
      const leg = route && route.polCode && route.podCode ? `${route.polCode} → ${route.podCode}` : '';
      const sailing = route && route.vessel ? ` ${route.vessel}${route.voyageCode ? ` ${route.voyageCode}` : ''}` : '';
      return {
        titleZh: `订舱已提交：${bookingNo}`,
        titleJa: `ブッキング申込受付：${bookingNo}`,
        bodyZh: `您的订舱 ${bookingNo}${leg ? `（${leg}${sailing}）` : ''} 已提交，船公司确认后将另行通知。`,
        bodyJa: `ブッキング ${bookingNo}${leg ? `（${leg}${sailing}）` : ''} のお申込みを受け付けました。船会社が確定しましたら改めてお知らせします。`,
      };
    }
    case 'CONTAINERS_ASSIGNED': {
      const list = facts.containers ?? [];
      const line = (c: (typeof list)[number], seal: string) => `${c.containerNo}（${c.containerType}${c.sealNo ? `，${seal} ${c.sealNo}` : ''}）`;
      return {
        titleZh: `集装箱已分配：${bookingNo}`,
        titleJa: `コンテナ割当：${bookingNo}`,
        bodyZh: `订舱 ${bookingNo} 已分配集装箱：\n${list.map((c) => line(c, '封号')).join('\n')}`,
        bodyJa: `ブッキング ${bookingNo} にコンテナを割り当てました：\n${list.map((c) => line(c, 'シール番号')).join('\n')}`,
      };
    }
    case 'FREE_TIME_ENDING': {
      const f = facts.freeTime ?? { containerNo: '', side: 'EXPORT', portCode: '', lastFreeDay: '', dailyCharge: '' };
      const zhSide = f.side === 'EXPORT' ? '出口' : '进口';
      const jaSide = f.side === 'EXPORT' ? '輸出' : '輸入';
      return {
        titleZh: `免费期即将结束：${f.containerNo}`,
        titleJa: `フリータイム終了間近：${f.containerNo}`,
        bodyZh: `订舱 ${bookingNo} 的集装箱 ${f.containerNo} 在 ${f.portCode} 的${zhSide}免费期至 ${f.lastFreeDay}（港口当地日期）结束，此后每天将产生费用 ${f.dailyCharge}。`,
        bodyJa: `ブッキング ${bookingNo} のコンテナ ${f.containerNo} の ${f.portCode} における${jaSide}フリータイムは ${f.lastFreeDay}（港の現地日付）で終了します。翌日から1日あたり ${f.dailyCharge} の料金が発生します。`,
      };
    }
    default:
      // the enterprise's own messages (approved, disabled…) are written by enterpriseMessages.ts
      throw new Error(`${type} is not a message about a booking`);
  }
}
