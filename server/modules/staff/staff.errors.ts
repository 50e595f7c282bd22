import { ErrorCode } from '../../../src/domain/errorCodes';
import type { Bilingual } from '../../../src/domain/lang';
import { CHECK_IN_REFUSALS } from '../../../src/domain/staff/ticketing';
import { AppError, businessError } from '../../lib/errors';

/** The site keeps at least one active administrator (10500). */
export const lastAdministrator = (): AppError =>
  businessError('staff.last_administrator', '至少要保留一位有效的管理员', '有効な管理者を少なくとも1人残す必要があります');

export const cannotDisableSelf = (): AppError => businessError('staff.cannot_disable_self', '不能停用自己的账号', '自分のアカウントは停止できません');

export const cannotResetOwnPassword = (): AppError =>
  businessError(
    'staff.cannot_reset_own_password',
    '不能重置自己的密码，请使用“修改密码”',
    '自分のパスワードはリセットできません。「パスワード変更」をご利用ください',
  );

export const cannotChangeOwnRole = (): AppError => businessError('staff.cannot_change_own_role', '不能修改自己的角色', '自分のロールは変更できません');

/** A cancelled sailing is not changed any more (10500). */
export const sailingCancelled = (): AppError => businessError('voyage.cancelled', '该航次已取消，不能再修改', 'この便は運航中止のため変更できません');

/** Another sailing has the code (10409, at the code field). */
export const voyageCodeTaken = (): AppError =>
  new AppError(
    ErrorCode.CONFLICT,
    '航次编号已存在',
    '便コードは既に使われています',
    { code: { message: '航次编号已存在', jpMessage: '便コードは既に使われています' } },
    200,
    'voyage.code_taken',
  );

type CheckInRefusal = keyof typeof CHECK_IN_REFUSALS;
const CHECK_IN_REASONS: Record<CheckInRefusal, `checkin.${string}`> = {
  USED: 'checkin.used',
  UNPAID: 'checkin.unpaid',
  REFUNDING: 'checkin.refunding',
  REFUNDED: 'checkin.refunded',
  CANCELLED: 'checkin.cancelled',
  VOID: 'checkin.void',
  tooEarly: 'checkin.too_early',
  tooLate: 'checkin.too_late',
  voyageCancelled: 'checkin.voyage_cancelled',
};

/** The ticket cannot be checked in (10500, at ticketNo); the reason names the refusal of CHECK_IN_REFUSALS. */
export function checkInRefused(refusal: Bilingual): AppError {
  const key = (Object.keys(CHECK_IN_REFUSALS) as CheckInRefusal[]).find((name) => CHECK_IN_REFUSALS[name] === refusal);
  return new AppError(
    ErrorCode.BUSINESS,
    refusal.zh,
    refusal.ja,
    { ticketNo: { message: refusal.zh, jpMessage: refusal.ja } },
    200,
    key ? CHECK_IN_REASONS[key] : 'checkin.refused',
  );
}
