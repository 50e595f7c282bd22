import { ErrorCode, type ErrorReason } from '../../../src/domain/errorCodes';
import { AppError, invalidField } from '../../lib/errors';
import type { EnterpriseEvent } from '../../../src/machines/enterprise.machine';

const REFUSED: Record<EnterpriseEvent['type'], { reason: ErrorReason; message: string; jpMessage: string }> = {
  'enterprise.approve': {
    reason: 'enterprise.cannot_approve',
    message: '该企业账号当前状态无法审核通过',
    jpMessage: 'この企業アカウントは現在の状態では承認できません',
  },
  'enterprise.reject': {
    reason: 'enterprise.cannot_reject',
    message: '该企业账号当前状态无法驳回',
    jpMessage: 'この企業アカウントは現在の状態では却下できません',
  },
  'enterprise.disable': {
    reason: 'enterprise.cannot_disable',
    message: '该企业账号当前状态无法停用',
    jpMessage: 'この企業アカウントは現在の状態では停止できません',
  },
  'enterprise.enable': {
    reason: 'enterprise.cannot_enable',
    message: '该企业账号当前状态无法启用',
    jpMessage: 'この企業アカウントは現在の状態では有効にできません',
  },
};

/** The enterprise statechart refused the move; nothing was changed. */
export function moveRefused(event: EnterpriseEvent['type']): AppError {
  const { reason, message, jpMessage } = REFUSED[event];
  return new AppError(ErrorCode.CONFLICT, message, jpMessage, undefined, 200, reason);
}

export const rejectionReasonRequired = (): AppError =>
  invalidField('reason', '驳回时请填写原因', '却下する場合は理由を入力してください', 'enterprise.rejection_reason_required');
