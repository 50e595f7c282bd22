import type { Bilingual } from '../lang';

/**
 * The privacy policy and terms of use a registration consents to (issue 25 item 6: PIPL and
 * APPI ask for consent to the handling of personal information, recorded with what was agreed
 * to and when). The server stores LEGAL_VERSION and the time on the user; a change of the texts
 * gets a new version, so that a consent always names the text it was given to.
 */
export const LEGAL_VERSION = '2026-11';

export interface LegalText {
  title: Bilingual;
  paragraphs: readonly Bilingual[];
}

export const PRIVACY_POLICY: LegalText = {
  title: { zh: '隐私政策', ja: 'プライバシーポリシー' },
  paragraphs: [
    {
      zh: '东海渡轮航运有限公司（以下称“我们”）依照《中华人民共和国个人信息保护法》和日本《个人信息保护法》处理您的个人信息。',
      ja: '東海フェリー海運有限公司（以下「当社」）は、中華人民共和国個人情報保護法および日本の個人情報の保護に関する法律に従い、お客様の個人情報を取り扱います。',
    },
    {
      zh: '我们收集的信息：注册时的登录名、昵称、邮箱、手机号码；购票时的乘客姓名、证件、出生日期、联系方式；企业用户的企业名称、信用代码和营业执照。',
      ja: '取得する情報：登録時のログイン名・ニックネーム・メールアドレス・携帯電話番号、乗船券購入時の乗客の氏名・身分証明書・生年月日・連絡先、法人のお客様の企業名・信用コード・営業許可証。',
    },
    {
      zh: '使用目的：提供订票、乘船、货运服务，办理出入境所需的乘客名单，发送订单和服务通知，以及履行法律义务。我们不会将您的信息用于上述目的以外的用途。',
      ja: '利用目的：予約・乗船・貨物サービスの提供、出入国に必要な乗客名簿の作成、予約やサービスのお知らせ、法令上の義務の履行。これら以外の目的には利用しません。',
    },
    {
      zh: '跨境提供：航线往返中国和日本，乘客名单等信息会提供给两国的港口、海关和出入境管理机关。',
      ja: '越境移転：航路が日本と中国を結ぶため、乗客名簿などの情報を両国の港湾・税関・出入国管理機関に提供します。',
    },
    {
      zh: '保存与安全：信息在服务所需及法律规定的期限内保存，密码以不可逆方式加密保存。',
      ja: '保存と安全管理：情報はサービスに必要な期間および法令の定める期間保存し、パスワードは復元できない形式で保存します。',
    },
    {
      zh: '您的权利：您可以查阅、更正、删除您的个人信息或撤回同意，请联系上海或大阪客服中心。撤回同意不影响此前处理的效力。',
      ja: 'お客様の権利：個人情報の開示・訂正・削除および同意の撤回は、上海または大阪のサービスセンターにお申し出ください。撤回はそれ以前の取扱いの効力に影響しません。',
    },
  ],
};

export const TERMS_OF_USE: LegalText = {
  title: { zh: '用户协议', ja: '利用規約' },
  paragraphs: [
    {
      zh: '本协议适用于您对中日航运服务平台的使用。注册即表示您同意遵守本协议。',
      ja: '本規約は日中航路サービスのご利用に適用されます。登録により本規約に同意したものとみなします。',
    },
    {
      zh: '请妥善保管您的登录名和密码，通过您的账户进行的操作视为您本人的操作。',
      ja: 'ログイン名とパスワードは適切に管理してください。お客様のアカウントで行われた操作はお客様ご本人の操作とみなします。',
    },
    {
      zh: '请提供真实、准确的乘客和企业信息；因信息不实导致无法乘船或通关的，责任由您承担。',
      ja: '乗客および企業の情報は正確にご入力ください。不正確な情報により乗船や通関ができない場合の責任はお客様が負います。',
    },
    {
      zh: '船票的变更、退票及费用按购票时公示的规则办理。',
      ja: '乗船券の変更・払い戻しおよび手数料は、購入時に表示された規則に従います。',
    },
    {
      zh: '我们可能修改本协议，修改后的版本将在平台公布，重要变更会再次征求您的同意。',
      ja: '当社は本規約を変更することがあります。変更後の規約は本サービス上で公表し、重要な変更については改めて同意をお願いします。',
    },
  ],
};

/** Whether a registration's consent names the current texts (an older page's version is refused). */
export function isCurrentConsent(version: string | undefined): boolean {
  return version === LEGAL_VERSION;
}
