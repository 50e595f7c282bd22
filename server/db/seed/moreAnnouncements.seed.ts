import { insertDemoAnnouncements, type DemoAnnouncement } from './announcements.seed';
import type { SeedStep } from './seedStep';

// More demo news, so that the information centre has a second page at every page size of 10
// and each type has several items. All older than the first step's newest item.
const items: readonly DemoAnnouncement[] = [
  {
    type: 'SERVICE',
    daysAgo: 6,
    published: true,
    title: { zh: '微信扫码支付上线，支付更便捷', ja: 'WeChat Pay の QR コード決済に対応しました' },
    body: {
      zh: '<p>即日起，从中国出发的人民币订单可在“订单支付”页面使用<strong>微信扫码支付</strong>，支付成功后订单状态即时更新。</p><p>从日本出发的日元订单仍可通过银行转账付款。</p>',
      ja: '<p>本日より、中国発の人民元建てのご予約は「お支払い」画面で<strong>WeChat Pay の QR コード決済</strong>がご利用いただけます。お支払い後、ご予約の状態はすぐに更新されます。</p><p>日本発の円建てのご予約は、引き続き銀行振込でお支払いいただけます。</p>',
    },
  },
  {
    type: 'NEWS',
    daysAgo: 14,
    published: true,
    title: { zh: '“新鉴真号”客房焕新完成', ja: '「新鑑真」客室リニューアル完了のお知らせ' },
    body: {
      zh: '<p>“新鉴真号”全部一等客房已完成焕新，更换了床具与照明，并在每间客房增设 USB 充电口。</p><p>二等日式房同步更换了榻榻米，欢迎旅客体验。</p>',
      ja: '<p>「新鑑真」の1等客室すべてのリニューアルが完了しました。寝具と照明を一新し、各客室に USB 充電口を設けました。</p><p>2等和室の畳も張り替えました。ぜひご体験ください。</p>',
    },
  },
  {
    type: 'NOTICE',
    daysAgo: 21,
    published: true,
    title: { zh: '神户港码头临时变更登船地点的通知', ja: '神戸港における乗船場所の一時変更について' },
    body: {
      zh: '<p>因码头设施维护，下月第一周神户港出发航次的登船地点临时变更为新港第四突堤。</p><ul><li>登船手续时间不变；</li><li>码头内设有引导指示牌。</li></ul>',
      ja: '<p>ターミナル設備の保守のため、来月第1週の神戸港発の便は、乗船場所を新港第四突堤に一時変更いたします。</p><ul><li>乗船手続きの時間に変更はありません。</li><li>ターミナル内に案内表示を設置いたします。</li></ul>',
    },
  },
  {
    type: 'SERVICE',
    daysAgo: 40,
    published: true,
    title: { zh: '常用旅客信息保存功能说明', ja: '登録済み乗船者機能のご案内' },
    body: {
      zh: '<p>登录后，您可以在“常用旅客”中保存同行人的证件信息，下单时一键选择，无需重复填写。</p><p>证件信息仅用于办理乘船手续，我们将严格保护您的个人信息。</p>',
      ja: '<p>ログイン後、「乗船者リスト」に同行者の身分証明書情報を保存でき、ご予約時にワンクリックで選べます。</p><p>情報は乗船手続きのためだけに使用し、厳重に管理いたします。</p>',
    },
  },
  {
    type: 'NOTICE',
    daysAgo: 62,
    published: true,
    title: { zh: '关于规范携带锂电池登船的公告', ja: 'リチウム電池の持ち込みに関するお知らせ' },
    body: {
      zh: '<p>根据海上运输安全规定，额定能量超过 160Wh 的锂电池禁止携带登船；100Wh 至 160Wh 的移动电源每人限带 2 个，且须随身携带。</p>',
      ja: '<p>海上輸送の安全規則により、定格容量 160Wh を超えるリチウム電池は持ち込めません。100Wh から 160Wh のモバイルバッテリーはお一人様 2 個までで、お手元でお持ちください。</p>',
    },
  },
  {
    type: 'NEWS',
    daysAgo: 95,
    published: true,
    title: { zh: '太仓—下关航线旅客突破十万人次', ja: '太倉―下関航路のご利用者が 10 万人を突破' },
    body: {
      zh: '<p>太仓—下关航线自开通以来，累计运送旅客已突破十万人次。感谢各位旅客的支持，我们将继续提升服务品质。</p>',
      ja: '<p>太倉―下関航路の開設以来のご利用者数が延べ 10 万人を突破しました。皆様のご愛顧に感謝し、今後もサービスの向上に努めてまいります。</p>',
    },
  },
  {
    // Written but not released: readers never see it, whatever its publish time.
    type: 'NEWS',
    daysAgo: 1,
    published: false,
    title: { zh: '夏季船上活动预告（未发布）', ja: '夏の船内イベントのご案内（未公開）' },
    body: {
      zh: '<p>夏季航次将举办船上音乐会，具体日期待定。</p>',
      ja: '<p>夏の便では船内コンサートを予定しております。日程は未定です。</p>',
    },
  },
];

export const moreAnnouncementsSeed: SeedStep = {
  name: 'demo.announcements-more',
  demoOnly: true,
  run: (db, { now }) => insertDemoAnnouncements(db, now, items),
};
