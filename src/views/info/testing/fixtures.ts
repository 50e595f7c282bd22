import type { Announcement, AnnouncementSummary } from '../../../domain/baseData';
import { pageOf, type Page } from '../../../domain/envelope';
import type { CompanyProfile, RouteInstructions } from '../../../domain/information';
import type { Bilingual } from '../../../domain/lang';
import type { PassengerNotice } from '../../../domain/ticketing/order';

const b = (zh: string, ja: string): Bilingual => ({ zh, ja });

export const ROUTE_INSTRUCTIONS: RouteInstructions = {
  version: 1,
  routes: [
    {
      ports: ['CNSHA', 'JPOSA'],
      vessel: b('新鉴真号', '新鑑真'),
      boarding: [
        {
          port: 'CNSHA',
          terminal: b('上海港国际客运中心', '上海港国際フェリーターミナル'),
          address: b('上海市虹口区东大名路500号', '上海市虹口区東大名路500号'),
          departures: b('每周二、周五 11:00 开船', '毎週火・金曜日 11:00 出港'),
          checkIn: b('09:00 开始办理，10:00 截止', '09:00 開始、10:00 締切'),
          access: b('地铁12号线国际客运中心站', '地下鉄12号線「国際客運中心」駅'),
        },
        {
          port: 'JPOSA',
          terminal: b('大阪南港国际渡轮码头', '大阪南港国際フェリーターミナル'),
          address: b('大阪市住之江区南港北1-20-15', '大阪市住之江区南港北1-20-15'),
          departures: b('每周四、周日 12:00 开船', '毎週木・日曜日 12:00 出港'),
          checkIn: b('10:00 开始办理，11:00 截止', '10:00 開始、11:00 締切'),
          access: b('南港港城线国际渡轮码头站', 'ニュートラム「フェリーターミナル」駅'),
        },
      ],
      baggage: [b('免费手提行李2件，合计20公斤', '手荷物2個・合計20kgまで無料')],
      documents: [b('有效护照原件', '有効なパスポートの原本')],
    },
    {
      ports: ['CNTAG', 'JPSHS'],
      vessel: b('太仓之光号', '太倉ライト'),
      boarding: [],
      baggage: [b('大件行李请提前预约', '大きなお荷物は事前予約')],
      documents: [b('目的国签证', '渡航先の査証')],
    },
  ],
};

export const PASSENGER_NOTICE: PassengerNotice = {
  version: 1,
  zh: '旅客须知\n\n一、登船时间\n请于开船前2小时到达码头。\n\n二、身份证件\n须出示有效证件原件。',
  ja: 'ご乗船の皆様へのお知らせ\n\n一、乗船手続き\n出港の2時間前までにお越しください。\n\n二、身分証明書\n有効な身分証明書の原本をご提示ください。',
};

export const COMPANY_PROFILE: CompanyProfile = {
  founded: 1994,
  headquarters: b('上海市虹口区', '中国上海市虹口区'),
  introduction: [b('东海渡轮航运有限公司成立于1994年。', '東海フェリー海運株式会社は1994年に設立されました。')],
  highlights: [b('安全第一', '安全第一')],
  vessels: [
    {
      name: b('新鉴真号', '新鑑真'),
      route: ['CNSHA', 'JPOSA'],
      builtYear: 2016,
      grossTonnage: 14500,
      lengthMetres: 156,
      serviceSpeedKnots: 21,
      passengers: 355,
      containersTeu: 218,
      description: b('设有大浴场。', '大浴場があります。'),
    },
  ],
};

/** `count` announcements, newest first, one a day back from 2026-11-20. */
export function announcements(count: number, from = 0): AnnouncementSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i + 1;
    const day = new Date(Date.UTC(2026, 10, 20 - from - i)).toISOString().slice(0, 10);
    return {
      uuid: `n-${n}`,
      type: (['NOTICE', 'NEWS', 'SERVICE'] as const)[n % 3]!,
      title: b(`资讯 ${n}`, `お知らせ ${n}`),
      publishTime: `${day}T01:00:00.000Z`,
    };
  });
}

export function page(records: AnnouncementSummary[], total: number, current = 1, size = 10): Page<AnnouncementSummary> {
  return pageOf(records, total, { current, size });
}

export const ANNOUNCEMENT: Announcement = {
  uuid: '7f0e2f4a-1d5b-4c8e-9a3b-2b6f1c9d0e11',
  type: 'NOTICE',
  title: b('受台风影响，上海—大阪航线班期调整通知', '台風接近に伴う運航スケジュール変更のお知らせ'),
  publishTime: '2026-11-20T01:00:00.000Z',
  body: b('<p>尊敬的旅客：</p><ul><li>船票继续有效</li></ul>', '<p>お客様各位</p><ul><li>乗船券はそのままご利用いただけます</li></ul>'),
};
