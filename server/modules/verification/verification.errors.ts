import { ErrorCode } from '../../../src/domain/errorCodes';
import { AppError } from '../../lib/errors';

const field = (message: string, jpMessage: string) => ({ emailCode: { message, jpMessage } });

/** A wrong code with tries left. */
export function codeWrong(triesLeft: number): AppError {
  const message = `邮箱验证码错误，还可尝试 ${triesLeft} 次`;
  const jpMessage = `メール認証コードが正しくありません（残り ${triesLeft} 回）`;
  return new AppError(ErrorCode.EMAIL_CODE_INVALID, message, jpMessage, field(message, jpMessage), 200, 'verification.code_wrong');
}

/** No usable code: none sent, expired, already used, or tried too often. Only a new code helps. */
export function codeDead(): AppError {
  const message = '邮箱验证码已失效，请重新获取';
  const jpMessage = 'メール認証コードが無効です。もう一度取得してください';
  return new AppError(ErrorCode.EMAIL_CODE_INVALID, message, jpMessage, field(message, jpMessage), 200, 'verification.code_dead');
}

/** The mail server refused the address (spec section 5 "Register"). */
export function emailUndeliverable(): AppError {
  const message = '邮箱无法接收验证码';
  const jpMessage = 'このメールアドレスは認証コードを受信できません';
  return new AppError(ErrorCode.EMAIL_UNDELIVERABLE, message, jpMessage, { email: { message, jpMessage } }, 200, 'verification.email_undeliverable');
}
