import { countries } from '../schema';
import type { SeedStep } from './seedStep';

/** ISO code, Chinese, Japanese, English; China and Japan first, as passengers mostly pick them. */
const list: readonly (readonly [string, string, string, string])[] = [
  ['CN', '中国', '中国', 'China'],
  ['JP', '日本', '日本', 'Japan'],
  ['KR', '韩国', '韓国', 'Republic of Korea'],
  ['HK', '中国香港', '香港', 'Hong Kong, China'],
  ['MO', '中国澳门', 'マカオ', 'Macao, China'],
  ['TW', '中国台湾', '台湾', 'Taiwan, China'],
  ['MN', '蒙古', 'モンゴル', 'Mongolia'],
  ['SG', '新加坡', 'シンガポール', 'Singapore'],
  ['MY', '马来西亚', 'マレーシア', 'Malaysia'],
  ['TH', '泰国', 'タイ', 'Thailand'],
  ['VN', '越南', 'ベトナム', 'Viet Nam'],
  ['PH', '菲律宾', 'フィリピン', 'Philippines'],
  ['ID', '印度尼西亚', 'インドネシア', 'Indonesia'],
  ['KH', '柬埔寨', 'カンボジア', 'Cambodia'],
  ['MM', '缅甸', 'ミャンマー', 'Myanmar'],
  ['NP', '尼泊尔', 'ネパール', 'Nepal'],
  ['BD', '孟加拉国', 'バングラデシュ', 'Bangladesh'],
  ['IN', '印度', 'インド', 'India'],
  ['RU', '俄罗斯', 'ロシア', 'Russian Federation'],
  ['US', '美国', 'アメリカ合衆国', 'United States'],
  ['CA', '加拿大', 'カナダ', 'Canada'],
  ['MX', '墨西哥', 'メキシコ', 'Mexico'],
  ['BR', '巴西', 'ブラジル', 'Brazil'],
  ['GB', '英国', 'イギリス', 'United Kingdom'],
  ['FR', '法国', 'フランス', 'France'],
  ['DE', '德国', 'ドイツ', 'Germany'],
  ['IT', '意大利', 'イタリア', 'Italy'],
  ['ES', '西班牙', 'スペイン', 'Spain'],
  ['NL', '荷兰', 'オランダ', 'Netherlands'],
  ['CH', '瑞士', 'スイス', 'Switzerland'],
  ['SE', '瑞典', 'スウェーデン', 'Sweden'],
  ['AU', '澳大利亚', 'オーストラリア', 'Australia'],
  ['NZ', '新西兰', 'ニュージーランド', 'New Zealand'],
];

export const countriesSeed: SeedStep = {
  name: 'base.countries',
  demoOnly: false,
  async run(db) {
    await db.insert(countries).values(list.map(([code, nameZh, nameJa, nameEn], index) => ({ code, nameZh, nameJa, nameEn, sort: (index + 1) * 10 })));
  },
};
