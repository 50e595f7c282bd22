import type { Bilingual } from '../lang';

/** Messages of the refund account form and of refund payouts, in both languages (keys are what the schema names). */
export const REFUND_MESSAGES = {
  refundBankRequired: { zh: '请输入收款银行', ja: '振込先の銀行名を入力してください' },
  refundBranchRequired: { zh: '请输入支店名', ja: '支店名を入力してください' },
  refundAccountTypeRequired: { zh: '请选择账户类型（普通或当座）', ja: '口座種別（普通・当座）を選択してください' },
  refundAccountNumberRequired: { zh: '请输入收款账号', ja: '口座番号を入力してください' },
  refundJpAccountNumberFormat: { zh: '日本的账号为7位数字', ja: '口座番号は7桁の数字で入力してください' },
  refundCnAccountNumberFormat: { zh: '银行账号为12到19位数字', ja: '銀行口座番号は12～19桁の数字で入力してください' },
  refundHolderRequired: { zh: '请输入收款人姓名', ja: '口座名義を入力してください' },
  refundHolderKanaFormat: { zh: '账户名义请用片假名（全角或半角）填写', ja: '口座名義はカタカナ（全角または半角）で入力してください' },
  refundTransferReferenceRequired: { zh: '请输入转账参考号', ja: '振込の照会番号を入力してください' },
  refundTransferDateFormat: { zh: '请输入转账日期（不晚于今天）', ja: '振込日を入力してください（今日以前）' },
} as const satisfies Record<string, Bilingual>;

export type RefundMessageKey = keyof typeof REFUND_MESSAGES;
