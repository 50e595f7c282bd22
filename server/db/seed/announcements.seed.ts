import type { AnnouncementType } from '../../../src/domain/baseData';
import type { Db } from '../client';
import { announcements } from '../schema';
import type { SeedStep } from './seedStep';

export interface DemoAnnouncement {
  type: AnnouncementType;
  /** published this many days before seeding (negative: in the future) */
  daysAgo: number;
  published: boolean;
  title: { zh: string; ja: string };
  body: { zh: string; ja: string };
}

const items: readonly DemoAnnouncement[] = [
  {
    type: 'NOTICE',
    daysAgo: 3,
    published: true,
    // Names the route's real sailing days (voyages.seed.ts) and no relative day ("this Saturday"),
    // which would be false on most seeding days; a refund costs what the fee table says.
    title: {
      zh: '台风季节上海—大阪航线运营安排',
      ja: '台風シーズンの上海―大阪航路の運航について',
    },
    body: {
      zh: '<p>尊敬的旅客：</p><p>台风季节期间，东海渡轮上海—大阪航线（每周二、周五从上海开航，每周四、周日从大阪开航）可能因天气推迟开航。航次时间如有调整，我们将通过站内消息和电子邮件逐一通知已购票旅客，并告知改签和退票办法。</p><ul><li>旅客自行申请退票，按退票手续费标准办理：开船前7天以上收取票款的10%，开船前1天至7天收取票款的30%，开船前24小时以内不予退票；</li><li>最新船期请以本网站及客服中心通知为准。</li></ul><p>给您带来的不便，敬请谅解。</p>',
      ja: '<p>お客様各位</p><p>台風シーズン中、上海―大阪航路（上海発は毎週火曜日・金曜日、大阪発は毎週木曜日・日曜日）は天候により出航が遅れる場合があります。運航時刻を変更する場合は、乗船券をお持ちのお客様にサイト内メッセージとメールで個別にお知らせし、便の変更・払い戻しの方法をご案内いたします。</p><ul><li>お客様のご都合による払い戻しは、払い戻し手数料の規定により、出港の7日より前は運賃の10%、出港の1日前から7日前までは運賃の30%を申し受けます。出港前24時間以内は払い戻しいたしかねます。</li><li>最新の運航情報は本サイトおよびカスタマーセンターにてご確認ください。</li></ul><p>ご迷惑をおかけいたしますが、何卒ご了承ください。</p>',
    },
  },
  {
    type: 'NEWS',
    daysAgo: 10,
    published: true,
    title: { zh: '新造客滚船“东海之星”号投入上海—神户航线', ja: '新造船「東海スター」上海―神戸航路に就航' },
    body: {
      zh: '<p>本公司新造客滚船<strong>“东海之星”号</strong>正式投入上海—神户航线运营。新船总吨位 16,000 吨，可载客 400 人，设有豪华套房、一等西式双人间及二等日式房等多种舱位。</p><p>船上提供大浴场、餐厅、免税店及免费无线网络，欢迎各位旅客乘坐。</p>',
      ja: '<p>当社の新造フェリー<strong>「東海スター」</strong>が上海―神戸航路に就航しました。総トン数 16,000 トン、旅客定員 400 名で、スイートルーム、1等洋室ツイン、2等和室など多彩な客室をご用意しております。</p><p>船内には大浴場、レストラン、免税店、無料 Wi-Fi を備えております。皆様のご乗船をお待ちしております。</p>',
    },
  },
  {
    type: 'SERVICE',
    daysAgo: 18,
    published: true,
    title: { zh: '节假日期间客服中心服务时间安排', ja: '祝祭日期間中のカスタマーセンター営業時間のお知らせ' },
    body: {
      zh: '<p>节假日期间，上海及大阪客服中心的电话服务时间调整为 9:00—17:00（当地时间），网上购票及订单查询服务照常提供。</p><p>紧急事项请发送电子邮件至客服邮箱，我们将在工作时间内尽快回复。</p>',
      ja: '<p>祝祭日期間中、上海・大阪カスタマーセンターの電話受付時間は 9:00～17:00（現地時間）となります。オンライン予約およびご注文の確認は通常どおりご利用いただけます。</p><p>お急ぎの場合はカスタマーセンターのメールアドレスまでご連絡ください。営業時間内に順次ご返信いたします。</p>',
    },
  },
  {
    type: 'NOTICE',
    daysAgo: 25,
    published: true,
    title: { zh: '关于调整燃油附加费的公告', ja: '燃油サーチャージ改定のお知らせ' },
    body: {
      zh: '<p>根据国际燃油价格变动情况，自本月起调整各航线燃油附加费：</p><ul><li>中国出发：每张付费船票人民币 200 元；</li><li>日本出发：每张付费船票 4,000 日元。</li></ul><p>婴儿等免费旅客不收取燃油附加费。调整前已支付的订单不受影响。</p>',
      ja: '<p>燃料油価格の変動に伴い、今月より各航路の燃油サーチャージを以下のとおり改定いたします。</p><ul><li>中国発：有料乗船券 1 枚につき 200 人民元</li><li>日本発：有料乗船券 1 枚につき 4,000 円</li></ul><p>幼児など無料のお客様には燃油サーチャージはかかりません。改定前にお支払い済みのご注文は対象外です。</p>',
    },
  },
  {
    type: 'NEWS',
    daysAgo: 35,
    published: true,
    title: { zh: '网上购票服务全新上线', ja: 'オンライン予約サービスをリニューアルしました' },
    body: {
      zh: '<p>全新的中日航运服务平台正式上线。旅客可在线查询船期、预订单程或往返船票、管理常用乘客并在线支付。</p><p>企业客户还可通过平台办理集装箱订舱、货物跟踪及滞箱费查询等业务。</p>',
      ja: '<p>日中航路サービスのウェブサイトをリニューアルしました。運航スケジュールの検索、片道・往復乗船券の予約、よく利用する乗船者の管理、オンライン決済がご利用いただけます。</p><p>法人のお客様は、コンテナのブッキング、貨物追跡、デマレージ照会などもご利用いただけます。</p>',
    },
  },
  {
    type: 'SERVICE',
    daysAgo: 45,
    published: true,
    title: { zh: '上海港国际客运中心候船厅改造期间乘船须知', ja: '上海港国際フェリーターミナル待合室改修期間中のご案内' },
    body: {
      zh: '<p>上海港国际客运中心候船厅改造期间，登船手续改在一楼临时候船区办理。</p><p>请旅客于开航前 2 小时到达，携带有效证件办理登船手续。</p>',
      ja: '<p>上海港国際フェリーターミナル待合室の改修期間中は、1 階の臨時待合エリアにて乗船手続きを行います。</p><p>出航の 2 時間前までにお越しいただき、有効な身分証明書をご持参ください。</p>',
    },
  },
  {
    type: 'NOTICE',
    daysAgo: 55,
    published: true,
    title: { zh: '太仓—下关航线冬季船期公布', ja: '太倉―下関航路 冬季運航スケジュールのお知らせ' },
    body: {
      zh: '<p>太仓—下关航线冬季船期已公布，每周一、周五从太仓开航，每周三、周日从下关开航。</p><p>详细船期请在“船票预订”页面查询。</p>',
      ja: '<p>太倉―下関航路の冬季運航スケジュールが決まりました。太倉発は毎週月曜日・金曜日、下関発は毎週水曜日・日曜日です。</p><p>詳しい運航日は「乗船券予約」ページでご確認ください。</p>',
    },
  },
  {
    type: 'NEWS',
    daysAgo: 70,
    published: true,
    title: { zh: '学生票优惠适用范围扩大', ja: '学生割引の対象を拡大しました' },
    body: {
      zh: '<p>即日起，学生票适用年龄扩大至 12 岁至 25 岁，购票时请选择“学生”票种，登船时出示有效学生证。</p>',
      ja: '<p>本日より、学生割引の対象年齢を 12 歳から 25 歳までに拡大しました。ご予約の際は券種「学生」をお選びいただき、乗船時に有効な学生証をご提示ください。</p>',
    },
  },
  {
    type: 'SERVICE',
    daysAgo: 85,
    published: true,
    title: { zh: '随身行李及携带物品规定', ja: '手荷物および持ち込み品についてのご案内' },
    body: {
      zh: '<p>每位付费旅客可免费携带随身行李 2 件，总重量不超过 20 公斤。</p><ul><li>禁止携带易燃易爆及危险物品；</li><li>宠物须提前申请并装入专用笼箱；</li><li>超重行李请在码头办理托运。</li></ul>',
      ja: '<p>有料のお客様お一人につき、手荷物 2 個（合計 20 kg まで）を無料でお持ち込みいただけます。</p><ul><li>可燃物・危険物の持ち込みはできません。</li><li>ペットは事前のお申し込みと専用ケージが必要です。</li><li>重量超過のお荷物はターミナルにてお預かりいたします。</li></ul>',
    },
  },
  {
    type: 'NOTICE',
    daysAgo: 100,
    published: true,
    title: { zh: '“东海之星”号定期坞修停航通知', ja: '「東海スター」定期ドック入りに伴う運休のお知らせ' },
    body: {
      zh: '<p>“东海之星”号将于下月进行为期两周的定期坞修，期间上海—神户航线由该船承运的每周一从上海、每周三从神户开航的航次停航，姊妹船“东海之虹”号的每周四从上海、每周六从神户开航的航次照常运营。已预订停航航次的旅客，客服中心将与您联系办理退票或改签。</p>',
      ja: '<p>「東海スター」は来月、2 週間の定期ドック入りを予定しており、期間中は上海―神戸航路のうち同船が運航する上海発毎週月曜日・神戸発毎週水曜日の便が運休となります。姉妹船「東海レインボー」の上海発毎週木曜日・神戸発毎週土曜日の便は通常どおり運航いたします。運休便をご予約のお客様には、カスタマーセンターより払い戻しまたは便の変更についてご連絡いたします。</p>',
    },
  },
  {
    type: 'NEWS',
    daysAgo: 120,
    published: true,
    title: { zh: '中日航线开通三十周年纪念活动', ja: '日中航路開設 30 周年記念キャンペーン' },
    body: {
      zh: '<p>为纪念中日航线开通三十周年，活动期间乘船的旅客均可获赠纪念品一份，并有机会参加船上抽奖。</p>',
      ja: '<p>日中航路開設 30 周年を記念し、キャンペーン期間中にご乗船のお客様全員に記念品を差し上げます。船内での抽選会も開催いたします。</p>',
    },
  },
  {
    type: 'SERVICE',
    daysAgo: 150,
    published: true,
    title: { zh: '银行转账付款流程说明', ja: '銀行振込によるお支払い方法のご案内' },
    body: {
      zh: '<p>选择银行转账付款的旅客，请在下单后按订单页面显示的收款账户转账，并在备注中填写订单号。</p><p>转账完成后请点击“已线下支付”，工作人员确认到账后订单状态将更新为“已支付”。</p>',
      ja: '<p>銀行振込をお選びのお客様は、ご注文後に注文画面に表示される口座へお振り込みください。振込依頼人欄には注文番号をご記入ください。</p><p>お振り込み後に「オフライン支払い済み」を押してください。入金確認後、ご注文は「支払済み」となります。</p>',
    },
  },
  {
    type: 'NOTICE',
    daysAgo: -5,
    published: false,
    title: { zh: '春节期间加班船计划（草稿）', ja: '春節期間の臨時便運航計画（下書き）' },
    body: {
      zh: '<p>春节期间计划增开上海—大阪加班船，具体船期待定。</p>',
      ja: '<p>春節期間中、上海―大阪航路の臨時便を計画しております。運航日は未定です。</p>',
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo news placed around the seeding day, so the lists look current. */
export async function insertDemoAnnouncements(db: Db, now: Date, list: readonly DemoAnnouncement[]): Promise<void> {
  await db.insert(announcements).values(
    list.map((item) => {
      const publishTime = new Date(now.getTime() - item.daysAgo * DAY_MS);
      const createdAt = publishTime < now ? publishTime : now;
      return {
        type: item.type,
        titleZh: item.title.zh,
        titleJa: item.title.ja,
        bodyZh: item.body.zh,
        bodyJa: item.body.ja,
        published: item.published,
        publishTime,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

export const announcementsSeed: SeedStep = {
  name: 'demo.announcements',
  demoOnly: true,
  run: (db, { now }) => insertDemoAnnouncements(db, now, items),
};
