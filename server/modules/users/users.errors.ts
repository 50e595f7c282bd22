import { ErrorCode } from '../../../src/domain/errorCodes';
import { AppError, type FieldErrors } from '../../lib/errors';
import { validationMessage } from '../../../src/domain/validation/messages';

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
  return new AppError(ErrorCode.CONFLICT, first.message, first.jpMessage, byField, 200, 'user.already_taken');
}

export const wrongOldPassword = (): AppError =>
  new AppError(
    ErrorCode.VALIDATION,
    '原密码错误',
    '現在のパスワードが正しくありません',
    {
      oldPassword: { message: '原密码错误', jpMessage: '現在のパスワードが正しくありません' },
    },
    200,
    'user.wrong_old_password',
  );

export const samePassword = (): AppError =>
  new AppError(
    ErrorCode.VALIDATION,
    '新密码不能与原密码相同',
    '新しいパスワードは現在のパスワードと異なるものにしてください',
    {
      newPassword: { message: '新密码不能与原密码相同', jpMessage: '新しいパスワードは現在のパスワードと異なるものにしてください' },
    },
    200,
    'user.same_password',
  );

/** The current password, asked for before the account's e-mail or mobile changes. */
export const wrongPassword = (): AppError =>
  new AppError(
    ErrorCode.VALIDATION,
    '当前密码错误',
    '現在のパスワードが正しくありません',
    {
      password: { message: '当前密码错误', jpMessage: '現在のパスワードが正しくありません' },
    },
    200,
    'user.wrong_password',
  );

const PROOF: Record<'email' | 'phone', { message: string; jpMessage: string }> = {
  email: {
    message: '更换邮箱需验证当前密码和发送到新邮箱的验证码，请使用“更换邮箱”',
    jpMessage: 'メールアドレスの変更には現在のパスワードと新しいアドレスに届いた認証コードが必要です。「メールアドレスの変更」をご利用ください',
  },
  phone: {
    message: '更换手机号码需验证当前密码，请使用“更换手机号码”',
    jpMessage: '携帯電話番号の変更には現在のパスワードが必要です。「携帯電話番号の変更」をご利用ください',
  },
};

/** The profile call was given a new e-mail or mobile: those change only with their proof, so nothing is saved. */
export function proofRequired(fields: readonly ('email' | 'phone')[]): AppError {
  const first = PROOF[fields[0] ?? 'email'];
  return new AppError(
    ErrorCode.VALIDATION,
    first.message,
    first.jpMessage,
    Object.fromEntries(fields.map((field) => [field, PROOF[field]])),
    200,
    'user.proof_required',
  );
}

const SAME: Record<'email' | 'phone', { message: string; jpMessage: string }> = {
  email: { message: '新邮箱与当前邮箱相同', jpMessage: '新しいメールアドレスが現在のものと同じです' },
  phone: { message: '新手机号码与当前号码相同', jpMessage: '新しい携帯電話番号が現在のものと同じです' },
};

export const unchanged = (field: 'email' | 'phone'): AppError =>
  new AppError(ErrorCode.VALIDATION, SAME[field].message, SAME[field].jpMessage, { [field]: SAME[field] }, 200, 'user.unchanged');

/** A new password that holds the account's login name or its e-mail's name (the registration rule, for an account that exists). */
export const passwordHasUserInput = (field: 'newPassword' | 'password'): AppError => {
  const { zh, ja } = validationMessage('passwordHasUserInput');
  return new AppError(ErrorCode.VALIDATION, zh, ja, { [field]: { message: zh, jpMessage: ja } }, 200, 'user.password_has_user_input');
};
