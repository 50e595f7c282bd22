import type { Lang } from './lang';

/**
 * The fleet's Japanese names. A sailing stores its vessel as the Chinese name and the English
 * one ("新鉴真号 New Ganjin", server/db/seed/voyages.seed.ts); a Japanese reader knows the ships
 * by their Japanese names (新鑑真, not the simplified 新鉴真号), as the company profile writes
 * them (companyProfile.seed.ts). Keyed by the Chinese name without its optional 号, since the
 * stored names write it for some ships and not for others.
 */
const JAPANESE_NAMES: Readonly<Record<string, string>> = {
  新鉴真: '新鑑真',
  仲麻吕: '仲麻呂',
  东海之星: '東海スター',
  东海之虹: '東海レインボー',
  太仓之光: '太倉ライト',
  海峡之光: '海峡ライト',
};

/**
 * A stored vessel name as the reader of `lang` reads it: unchanged in Chinese; in Japanese the
 * Chinese part replaced by the ship's Japanese name, the English part kept ("新鑑真 New Ganjin").
 * A ship without a Japanese name (a new one, a chartered one) keeps its stored name.
 */
export function vesselName(stored: string, lang: Lang): string {
  if (lang === 'zh') return stored;
  const space = stored.indexOf(' ');
  const chinese = space < 0 ? stored : stored.slice(0, space);
  const japanese = JAPANESE_NAMES[chinese.replace(/号$/, '')];
  return japanese ? `${japanese}${stored.slice(chinese.length)}` : stored;
}
