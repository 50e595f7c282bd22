import type { BoardingPlace, RouteInstruction, RouteInstructions } from '../../../src/domain/information';
import type { Bilingual } from '../../../src/domain/lang';

// Route instructions as first published; the operator edits them later in the settings.
// Departure days and times are those of the seeded sailings (voyages.seed.ts); check-in
// windows and the baggage allowance are the passenger notice's (passengerNotice.seed.ts).

const b = (zh: string, ja: string): Bilingual => ({ zh, ja });

const CHECK_IN = (opens: string, closes: string) =>
  b(
    `开船前2小时（${opens}）开始办理登船手续，开船前1小时（${closes}）截止。`,
    `出港の2時間前（${opens}）から乗船手続きを開始し、1時間前（${closes}）に締め切ります。`,
  );

const SHANGHAI_TERMINAL = {
  terminal: b('上海港国际客运中心', '上海港国際フェリーターミナル'),
  address: b('上海市虹口区东大名路500号（北外滩）', '中国上海市虹口区東大名路500号（北外灘）'),
  access: b(
    '地铁12号线国际客运中心站2号出口步行约5分钟；出租车请告知“国际客运中心”。',
    '地下鉄12号線「国際客運中心」駅2番出口から徒歩約5分。タクシーでは「国際客運中心」とお伝えください。',
  ),
};

const shanghai = (departures: Bilingual, opens: string, closes: string): BoardingPlace => ({
  port: 'CNSHA',
  ...SHANGHAI_TERMINAL,
  departures,
  checkIn: CHECK_IN(opens, closes),
});

const BAGGAGE_COMMON: Bilingual[] = [
  b(
    '每位持票旅客可免费携带手提行李2件，合计不超过20公斤，单件三边之和不超过160厘米；婴儿旅客不享受免费行李额。',
    '乗船券をお持ちのお客様お一人につき、手荷物2個・合計20kgまで（1個あたり3辺の合計160cmまで）無料です。幼児のお客様には無料枠はありません。',
  ),
  b('超重或超大行李须在码头托运窗口办理，每公斤收取托运费。', '重量・寸法を超えるお荷物はターミナルの受付でお預かりし、1kgごとに料金を申し受けます。'),
  b(
    '严禁携带易燃、易爆、有毒、腐蚀性物品及管制刀具；锂电池移动电源须随身携带，不得托运。',
    '引火性・爆発性・有毒・腐食性の物品や刃物は持ち込めません。モバイルバッテリーはお手元でお持ちください（お預けはできません）。',
  ),
];

const DOCUMENTS_COMMON: Bilingual[] = [
  b(
    '订单中登记的有效护照原件，有效期须覆盖整个行程；证件信息须与订单一致。',
    'ご予約に登録した有効なパスポートの原本（旅程の全期間有効なもの）。記載内容はご予約と一致している必要があります。',
  ),
  b('目的国签证或居留资格证明（免签旅客除外）。', '渡航先の査証または在留資格を証明する書類（査証免除の方を除く）。'),
  b('未成年人单独出行须携带监护人同意书。', '未成年の方のみでご乗船の場合は、保護者の同意書が必要です。'),
];

const TO_JAPAN: Bilingual = b(
  '入境日本的旅客请提前在 Visit Japan Web 登记入境审查及海关申报信息，或在船上填写入境卡。',
  '日本に入国されるお客様は、事前に Visit Japan Web で入国審査・税関申告の情報をご登録いただくか、船内で入国カードをご記入ください。',
);
const TO_CHINA: Bilingual = b(
  '入境中国的外国旅客请在船上或码头填写外国人入境卡。',
  '中国に入国される外国籍のお客様は、船内またはターミナルで外国人入国カードをご記入ください。',
);

const shanghaiOsaka: RouteInstruction = {
  ports: ['CNSHA', 'JPOSA'],
  vessel: b('新鉴真号、仲麻吕号', '新鑑真・仲麻呂'),
  boarding: [
    shanghai(b('每周二、周五 11:00 开船，约46小时后抵达大阪南港。', '毎週火・金曜日 11:00 出港、約46時間で大阪南港に到着します。'), '09:00', '10:00'),
    {
      port: 'JPOSA',
      terminal: b('大阪南港国际渡轮码头', '大阪南港国際フェリーターミナル'),
      address: b('日本大阪府大阪市住之江区南港北1-20-15', '大阪府大阪市住之江区南港北1-20-15'),
      departures: b('每周四、周日 12:00 开船，约46小时后抵达上海。', '毎週木・日曜日 12:00 出港、約46時間で上海に到着します。'),
      checkIn: CHECK_IN('10:00', '11:00'),
      access: b('大阪地铁南港港城线（New Tram）“国际渡轮码头站”下车即到。', '大阪メトロ南港ポートタウン線（ニュートラム）「フェリーターミナル」駅すぐ。'),
    },
  ],
  baggage: [...BAGGAGE_COMMON, b('自行车可折叠后作为手提行李携带，每人限1辆。', '自転車は折りたたんで手荷物としてお持ち込みいただけます（お一人様1台まで）。')],
  documents: [...DOCUMENTS_COMMON, TO_JAPAN, TO_CHINA],
};

const shanghaiKobe: RouteInstruction = {
  ports: ['CNSHA', 'JPUKB'],
  vessel: b('东海之星号、东海之虹号', '東海スター・東海レインボー'),
  boarding: [
    shanghai(b('每周一、周四 12:00 开船，约45小时后抵达神户港。', '毎週月・木曜日 12:00 出港、約45時間で神戸港に到着します。'), '10:00', '11:00'),
    {
      port: 'JPUKB',
      terminal: b('神户港国际渡轮码头（新港第三突堤）', '神戸港国際フェリーターミナル（新港第三突堤）'),
      address: b('日本兵库县神户市中央区新港町3-7', '兵庫県神戸市中央区新港町3-7'),
      departures: b('每周三、周六 12:00 开船，约45小时后抵达上海。', '毎週水・土曜日 12:00 出港、約45時間で上海に到着します。'),
      checkIn: CHECK_IN('10:00', '11:00'),
      access: b('JR三宫站南口乘出租车约8分钟，或乘港湾循环巴士在“新港町”下车。', 'JR三ノ宮駅南口からタクシーで約8分、またはポートループバス「新港町」下車。'),
    },
  ],
  baggage: [
    ...BAGGAGE_COMMON,
    b(
      '宠物须提前3天向客服中心申请，并装入专用笼箱在指定区域托管。',
      'ペットは3日前までにカスタマーセンターへお申し込みのうえ、専用ケージで指定場所にお預けください。',
    ),
  ],
  documents: [...DOCUMENTS_COMMON, TO_JAPAN, TO_CHINA],
};

const taicangShimonoseki: RouteInstruction = {
  ports: ['CNTAG', 'JPSHS'],
  vessel: b('太仓之光号、海峡之光号', '太倉ライト・海峡ライト'),
  boarding: [
    {
      port: 'CNTAG',
      terminal: b('太仓港国际客运码头', '太倉港国際旅客ターミナル'),
      address: b('江苏省太仓市浮桥镇港城大道88号', '中国江蘇省太倉市浮橋鎮港城大道88号'),
      departures: b('每周一、周五 13:00 开船，约32小时后抵达下关港。', '毎週月・金曜日 13:00 出港、約32時間で下関港に到着します。'),
      checkIn: CHECK_IN('11:00', '12:00'),
      access: b(
        '上海虹桥站每天开船日 9:30 有免费接驳大巴前往码头（需提前在客服中心预约）。',
        '出港日は上海虹橋駅から 9:30 に無料シャトルバスが出ます（カスタマーセンターで事前予約制）。',
      ),
    },
    {
      port: 'JPSHS',
      terminal: b('下关港国际码头', '下関港国際ターミナル'),
      address: b('日本山口县下关市东大和町1-10-60', '山口県下関市東大和町1-10-60'),
      departures: b('每周三、周日 19:00 开船，约32小时后抵达太仓。', '毎週水・日曜日 19:00 出港、約32時間で太倉に到着します。'),
      checkIn: CHECK_IN('17:00', '18:00'),
      access: b('JR下关站东口步行约8分钟。', 'JR下関駅東口から徒歩約8分。'),
    },
  ],
  baggage: [
    ...BAGGAGE_COMMON,
    b(
      '本航线船舶较小，大件行李（如滑雪板、高尔夫球包）请提前向客服中心预约托运。',
      '本航路は船が小さいため、スキー板・ゴルフバッグなどの大きなお荷物は事前にカスタマーセンターへお申し込みください。',
    ),
  ],
  documents: [...DOCUMENTS_COMMON, TO_JAPAN, TO_CHINA],
};

export const ROUTE_INSTRUCTIONS: RouteInstructions = { version: 1, routes: [shanghaiOsaka, shanghaiKobe, taicangShimonoseki] };
