import { ErrorCode } from '../../../src/domain/errorCodes';
import { AppError, type FieldErrors } from '../../lib/errors';

/** A value that must be unique and is already someone's. */
export type UniqueField = 'logonId' | 'email' | 'phone' | 'creditCode';

const TAKEN: Record<UniqueField, { message: string; jpMessage: string }> = {
  logonId: { message: '该登录名已被使用', jpMessage: 'このログイン名は既に使用されています' },
  email: { message: '该邮箱已被注册', jpMessage: 'このメールアドレスは既に登録されています' },
  phone: { message: '该手机号码已被注册', jpMessage: 'この携帯電話番号は既に登録されています' },
  creditCode: { message: '该企业已注册', jpMessage: 'この企業は既に登録されています' },
};

/** CONFLICT naming each taken field; the top message is the first field's. */
export function alreadyTaken(fields: readonly UniqueField[]): AppError {
  const first = TAKEN[fields[0] ?? 'logonId'];
  const byField: FieldErrors = {};
  for (const field of fields) byField[field] = TAKEN[field];
  return new AppError(ErrorCode.CONFLICT, first.message, first.jpMessage, byField);
}

export const wrongOldPassword = (): AppError =>
  new AppError(ErrorCode.VALIDATION, '原密码错误', '現在のパスワードが正しくありません', {
    oldPassword: { message: '原密码错误', jpMessage: '現在のパスワードが正しくありません' },
  });

export const samePassword = (): AppError =>
  new AppError(ErrorCode.VALIDATION, '新密码不能与原密码相同', '新しいパスワードは現在のパスワードと異なるものにしてください', {
    newPassword: { message: '新密码不能与原密码相同', jpMessage: '新しいパスワードは現在のパスワードと異なるものにしてください' },
  });
