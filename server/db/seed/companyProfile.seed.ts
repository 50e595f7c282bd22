import type { CompanyProfile } from '../../../src/domain/information';
import type { Bilingual } from '../../../src/domain/lang';

// The about page's text as first published (the company is fictional, DOMAIN "Company details").
// The vessels are those that sail the seeded routes (voyages.seed.ts): two sister ships per route,
// each sailing one round trip a week; passengers are the berths of its cabins there.

const b = (zh: string, ja: string): Bilingual => ({ zh, ja });

export const COMPANY_PROFILE: CompanyProfile = {
  founded: 1994,
  headquarters: b('上海市虹口区', '中国上海市虹口区'),
  introduction: [
    b(
      '东海渡轮航运有限公司成立于1994年，总部位于上海北外滩，是连接中国长江三角洲与日本关西、山口地区的客货滚装航运企业。公司经营上海—大阪、上海—神户、太仓—下关三条国际航线，每条航线每周往返约两个航次。',
      '東海フェリー海運株式会社は1994年に設立され、上海・北外灘に本社を置く旅客・貨物フェリー会社です。中国の長江デルタと日本の関西・山口地方を結び、上海―大阪、上海―神戸、太倉―下関の3つの国際航路を、各航路週2往復ほど運航しています。',
    ),
    b(
      '三十余年来，我们累计运送旅客逾三百万人次，并为中日两国企业提供集装箱海运、订舱、货物跟踪和滞箱费结算等一站式服务。在上海和大阪设有客服中心，以中文和日语为旅客与货主提供服务。',
      '30年あまりの間に延べ300万人以上のお客様をお運びし、日中両国の企業にはコンテナ輸送、ブッキング、貨物追跡、デマレージ精算までを一貫してご提供しています。上海と大阪のカスタマーセンターでは、中国語と日本語でご案内しています。',
    ),
    b(
      '乘船旅行不仅是移动，更是一段从容的海上时光：宽敞的客舱、大浴场、餐厅和免税店，让您在一至两晚的航程中好好休息，抵达时精神饱满。',
      '船旅は単なる移動ではなく、ゆったりとした海の上の時間です。広い客室、大浴場、レストラン、免税店を備え、一泊から二泊の航海でくつろいでいただき、到着地で元気に一日を始めていただけます。',
    ),
  ],
  highlights: [
    b('安全第一：全部船舶通过中日两国船级社检验，每年定期坞修。', '安全第一：全船が日中両国の船級検査に合格し、毎年定期ドック入りしています。'),
    b('准点运营：近三年航班准点率超过95%。', '定時運航：過去3年間の定時運航率は95%以上です。'),
    b('双语服务：船上及客服中心均可使用中文和日语。', 'バイリンガル対応：船内とカスタマーセンターで中国語・日本語が通じます。'),
    b('客货兼营：每个航次同时承运集装箱，为企业提供稳定的海运通道。', '旅客と貨物：各便でコンテナも輸送し、企業の皆様に安定した海上輸送をご提供します。'),
  ],
  vessels: [
    {
      name: b('新鉴真号', '新鑑真'),
      route: ['CNSHA', 'JPOSA'],
      builtYear: 2016,
      grossTonnage: 14500,
      lengthMetres: 156,
      serviceSpeedKnots: 21,
      passengers: 372,
      containersTeu: 218,
      description: b(
        '以唐代高僧鉴真东渡命名，设有豪华套房、日式和西式客房、大浴场及观景餐厅。',
        '唐代の高僧・鑑真の渡日にちなんで命名。スイート、和室・洋室、大浴場、展望レストランを備えています。',
      ),
    },
    {
      name: b('仲麻吕号', '仲麻呂'),
      route: ['CNSHA', 'JPOSA'],
      builtYear: 2017,
      grossTonnage: 14500,
      lengthMetres: 156,
      serviceSpeedKnots: 21,
      passengers: 372,
      containersTeu: 218,
      description: b(
        '“新鉴真号”的同型姊妹船，以遣唐留学生阿倍仲麻吕命名，与“新鉴真号”在上海—大阪航线每周各往返一次。',
        '「新鑑真」の同型姉妹船。遣唐留学生・阿倍仲麻呂にちなんで命名し、「新鑑真」とともに上海―大阪航路を週1往復ずつ運航しています。',
      ),
    },
    {
      name: b('东海之星号', '東海スター'),
      route: ['CNSHA', 'JPUKB'],
      builtYear: 2025,
      grossTonnage: 16000,
      lengthMetres: 168,
      serviceSpeedKnots: 22,
      passengers: 400,
      containersTeu: 240,
      description: b(
        '公司最新的客滚船，采用节能船型与岸电系统，全船覆盖免费无线网络。',
        '当社最新のフェリー。省エネ船型と陸上電力設備を採用し、船内全域で無料 Wi-Fi をご利用いただけます。',
      ),
    },
    {
      name: b('东海之虹号', '東海レインボー'),
      route: ['CNSHA', 'JPUKB'],
      builtYear: 2024,
      grossTonnage: 16000,
      lengthMetres: 168,
      serviceSpeedKnots: 22,
      passengers: 400,
      containersTeu: 240,
      description: b(
        '“东海之星号”的同型姊妹船，同样采用节能船型与岸电系统，与“东海之星号”在上海—神户航线每周各往返一次。',
        '「東海スター」の同型姉妹船。同じく省エネ船型と陸上電力設備を備え、「東海スター」とともに上海―神戸航路を週1往復ずつ運航しています。',
      ),
    },
    {
      name: b('太仓之光号', '太倉ライト'),
      route: ['CNTAG', 'JPSHS'],
      builtYear: 2012,
      grossTonnage: 9800,
      lengthMetres: 132,
      serviceSpeedKnots: 19,
      passengers: 240,
      containersTeu: 160,
      description: b(
        '往返长江口与本州西端的中型客货船，航程短、班期灵活，深受商务旅客欢迎。',
        '長江河口と本州の西端を結ぶ中型フェリー。航海時間が短く、ビジネスのお客様に好評です。',
      ),
    },
    {
      name: b('海峡之光号', '海峡ライト'),
      route: ['CNTAG', 'JPSHS'],
      builtYear: 2013,
      grossTonnage: 9800,
      lengthMetres: 132,
      serviceSpeedKnots: 19,
      passengers: 240,
      containersTeu: 160,
      description: b(
        '“太仓之光号”的同型姊妹船，以关门海峡命名，与“太仓之光号”在太仓—下关航线每周各往返一次。',
        '「太倉ライト」の同型姉妹船。関門海峡にちなんで命名し、「太倉ライト」とともに太倉―下関航路を週1往復ずつ運航しています。',
      ),
    },
  ],
};
