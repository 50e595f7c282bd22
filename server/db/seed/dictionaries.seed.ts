import type { DictType } from '../../../src/domain/baseData';
import { dictionaryItems } from '../schema';
import type { SeedStep } from './seedStep';

type Extra = Record<string, string | number | boolean>;
/** code, Chinese name, Japanese name, per-type facts */
type Entry = readonly [code: string, zh: string, ja: string, extra?: Extra];

const dictionaries: Record<DictType, readonly Entry[]> = {
  CERTIFICATE_TYPE: [
    ['PASSPORT', '护照', 'パスポート'],
    ['CN_ID_CARD', '中华人民共和国居民身份证', '中華人民共和国居民身分証'],
    ['HK_MACAO_PERMIT', '港澳居民来往内地通行证', '港澳居民来往内地通行証'],
    ['TAIWAN_PERMIT', '台湾居民来往大陆通行证', '台湾居民来往大陸通行証'],
    ['JP_RESIDENCE_CARD', '日本在留卡', '在留カード'],
    ['JP_SPECIAL_PERMANENT', '特别永住者证明书', '特別永住者証明書'],
    ['SEAFARER_BOOK', '海员证', '船員手帳'],
    ['OTHER', '其他证件', 'その他の身分証明書'],
  ],
  OCCUPATION: [
    ['COMPANY_EMPLOYEE', '公司职员', '会社員'],
    ['EXECUTIVE', '企业管理人员', '会社役員'],
    ['CIVIL_SERVANT', '公务员', '公務員'],
    ['SELF_EMPLOYED', '个体经营者', '自営業'],
    ['ENGINEER', '工程技术人员', '技術者'],
    ['TEACHER', '教师', '教員'],
    ['MEDICAL', '医务人员', '医療従事者'],
    ['STUDENT', '学生', '学生'],
    ['AGRICULTURE', '农林渔业人员', '農林漁業'],
    ['SEAFARER', '船员', '船員'],
    ['HOMEMAKER', '家庭主妇/主夫', '主婦・主夫'],
    ['FREELANCE', '自由职业者', 'フリーランス'],
    ['RETIRED', '退休人员', '退職者'],
    ['OTHER', '其他', 'その他'],
  ],
  ROOM_STYLE: [
    ['WESTERN', '西式', '洋室'],
    ['JAPANESE', '日式（榻榻米）', '和室'],
    ['JAPANESE_WESTERN', '和洋式', '和洋室'],
    ['DORMITORY', '多人间（上下铺）', 'ドミトリー（二段ベッド）'],
  ],
  SHIPPING_CLASS_TYPE: [
    ['SUITE', '豪华套房', 'スイートルーム', cabin('JAPANESE_WESTERN', 2, 2, 1, true)],
    ['FIRST_WESTERN', '一等西式双人间', '1等洋室ツイン', cabin('WESTERN', 2, 2, 1, true)],
    ['FIRST_JAPANESE', '一等日式房', '1等和室', cabin('JAPANESE', 4, 4, 1, false)],
    ['SECOND_JAPANESE', '二等日式房', '2等和室', cabin('JAPANESE', 10, 10, 1, false)],
    ['SECOND_DORMITORY', '二等多人间', '2等ドミトリー', cabin('DORMITORY', 8, 8, 1, false)],
  ],
  // Ages are at departure, in whole years, both ends inclusive; an absent maxAge has no upper limit.
  TICKET_TYPE: [
    ['ADULT', '成人', '大人', { minAge: 12, isFree: false, occupiesBerth: true }],
    ['CHILD', '儿童', '小人', { minAge: 2, maxAge: 11, isFree: false, occupiesBerth: true }],
    ['INFANT', '婴儿', '幼児', { minAge: 0, maxAge: 1, isFree: true, occupiesBerth: false }],
    ['STUDENT', '学生', '学生', { minAge: 12, maxAge: 25, isFree: false, occupiesBerth: true, requiresStudentId: true }],
    ['SENIOR', '长者（65岁以上）', 'シニア（65歳以上）', { minAge: 65, isFree: false, occupiesBerth: true }],
  ],
  GENDER: [
    ['MALE', '男', '男性'],
    ['FEMALE', '女', '女性'],
  ],
};

function cabin(roomStyle: string, roomCapacity: number, maxAdults: number, minAdults: number, extraBedAllowed: boolean): Extra {
  return { roomStyle, roomCapacity, maxAdults, minAdults, extraBedAllowed };
}

export const dictionariesSeed: SeedStep = {
  name: 'base.dictionaries',
  demoOnly: false,
  async run(db) {
    const rows = Object.entries(dictionaries).flatMap(([type, entries]) =>
      entries.map(([code, nameZh, nameJa, extra], index) => ({
        type,
        code,
        nameZh,
        nameJa,
        sort: (index + 1) * 10,
        extra: extra ?? {},
      })),
    );
    await db.insert(dictionaryItems).values(rows);
  },
};
