import { cities, ports } from '../schema';
import type { SeedStep } from './seedStep';

/** UN/LOCODE, Chinese, English, Japanese, country */
const cityList: readonly (readonly [string, string, string, string, 'CN' | 'JP'])[] = [
  ['CNSHA', '上海', 'Shanghai', '上海', 'CN'],
  ['CNTAG', '太仓', 'Taicang', '太倉', 'CN'],
  ['CNNGB', '宁波', 'Ningbo', '寧波', 'CN'],
  ['CNTAO', '青岛', 'Qingdao', '青島', 'CN'],
  ['CNTSN', '天津', 'Tianjin', '天津', 'CN'],
  ['CNDLC', '大连', 'Dalian', '大連', 'CN'],
  ['CNXMN', '厦门', 'Xiamen', '厦門', 'CN'],
  ['JPOSA', '大阪', 'Osaka', '大阪', 'JP'],
  ['JPUKB', '神户', 'Kobe', '神戸', 'JP'],
  ['JPSHS', '下关', 'Shimonoseki', '下関', 'JP'],
  ['JPTYO', '东京', 'Tokyo', '東京', 'JP'],
  ['JPYOK', '横滨', 'Yokohama', '横浜', 'JP'],
  ['JPNGO', '名古屋', 'Nagoya', '名古屋', 'JP'],
  ['JPFUK', '福冈', 'Fukuoka', '福岡', 'JP'],
];

interface PortSeed {
  code: string;
  zh: string;
  en: string;
  ja: string;
  city: string;
  ferry: boolean;
}

// The five ferry ports (DOMAIN "Ferry network") also handle containers.
const portList: readonly PortSeed[] = [
  { code: 'CNSHA', zh: '上海港', en: 'Shanghai', ja: '上海港', city: 'CNSHA', ferry: true },
  { code: 'CNTAG', zh: '太仓港', en: 'Taicang', ja: '太倉港', city: 'CNTAG', ferry: true },
  { code: 'JPOSA', zh: '大阪港', en: 'Osaka', ja: '大阪港', city: 'JPOSA', ferry: true },
  { code: 'JPUKB', zh: '神户港', en: 'Kobe', ja: '神戸港', city: 'JPUKB', ferry: true },
  { code: 'JPSHS', zh: '下关港', en: 'Shimonoseki', ja: '下関港', city: 'JPSHS', ferry: true },
  { code: 'CNNGB', zh: '宁波舟山港', en: 'Ningbo-Zhoushan', ja: '寧波舟山港', city: 'CNNGB', ferry: false },
  { code: 'CNTAO', zh: '青岛港', en: 'Qingdao', ja: '青島港', city: 'CNTAO', ferry: false },
  { code: 'CNTXG', zh: '天津新港', en: 'Tianjin Xingang', ja: '天津新港', city: 'CNTSN', ferry: false },
  { code: 'CNDLC', zh: '大连港', en: 'Dalian', ja: '大連港', city: 'CNDLC', ferry: false },
  { code: 'CNXMN', zh: '厦门港', en: 'Xiamen', ja: '厦門港', city: 'CNXMN', ferry: false },
  { code: 'JPTYO', zh: '东京港', en: 'Tokyo', ja: '東京港', city: 'JPTYO', ferry: false },
  { code: 'JPYOK', zh: '横滨港', en: 'Yokohama', ja: '横浜港', city: 'JPYOK', ferry: false },
  { code: 'JPNGO', zh: '名古屋港', en: 'Nagoya', ja: '名古屋港', city: 'JPNGO', ferry: false },
  { code: 'JPHKT', zh: '博多港', en: 'Hakata', ja: '博多港', city: 'JPFUK', ferry: false },
];

export const portsSeed: SeedStep = {
  name: 'base.cities-and-ports',
  demoOnly: false,
  async run(db) {
    await db.insert(cities).values(
      cityList.map(([code, nameZh, nameEn, nameJa, countryCode], index) => ({
        code,
        nameZh,
        nameEn,
        nameJa,
        countryCode,
        sort: (index + 1) * 10,
      })),
    );
    await db.insert(ports).values(
      portList.map((p, index) => {
        const countryCode = p.code.startsWith('CN') ? 'CN' : 'JP';
        return {
          code: p.code,
          nameZh: p.zh,
          nameEn: p.en,
          nameJa: p.ja,
          countryCode,
          cityCode: p.city,
          currency: countryCode === 'CN' ? ('RMB' as const) : ('JPY' as const),
          isFerryPort: p.ferry,
          isContainerPort: true,
          sort: (index + 1) * 10,
        };
      }),
    );
  },
};
