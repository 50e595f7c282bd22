import { businessError, type AppError } from '../../lib/errors';

/** Only a notification given up on (FAILED) is sent again by hand; a pending one is still being tried (10500). */
export const notFailed = (): AppError =>
  businessError(
    'notification.not_failed',
    '该通知未处于发送失败状态，系统仍在自动重试或已发送',
    'この通知は送信失敗の状態ではありません（自動で再送中、または送信済みです）',
  );
