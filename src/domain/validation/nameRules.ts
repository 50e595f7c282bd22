/**
 * What the passenger's "Chinese name" fields accept (issue 25 item 6). The field holds the name
 * in characters: for everyone Chinese characters, with the middle dot · that separates the parts
 * of transliterated and minority names (阿依古丽·买买提); for a Japanese national (the Japanese
 * variant: nationality JP) also kana and the iteration mark 々 (佐々木, 渡辺 はなこ).
 * Chinese characters: CJK Unified Ideographs and Extension A. The dot may not start or end a name.
 */
const HAN = '\\u3400-\\u4DBF\\u4E00-\\u9FFF';
/** Hiragana, katakana (with ・ and ー), the iteration marks 々 and ゝゞ/ヽヾ included in the blocks. */
const KANA = '\\u3005\\u3041-\\u309F\\u30A0-\\u30FF';

const CHINESE_NAME = new RegExp(`^[${HAN}]+(·[${HAN}]+)*$`, 'u');
const JAPANESE_NAME = new RegExp(`^[${HAN}${KANA}]+(·[${HAN}${KANA}]+)*$`, 'u');

export function isChineseName(value: string): boolean {
  return CHINESE_NAME.test(value.trim());
}

export function isJapaneseName(value: string): boolean {
  return JAPANESE_NAME.test(value.trim());
}

/** The nationality whose names are written in kanji and kana (countryList code). */
export const JAPANESE_NATIONALITY = 'JP';
