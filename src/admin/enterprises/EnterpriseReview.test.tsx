import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnterpriseReviewItem } from '../../domain/identityApi';
import type { EnterpriseState } from '../../domain/roles';
import { consoleFetch, FileAnswer, okTs, okWeb, type ConsoleRequest } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

const INFO = '/api/web/simp2/business/eb/ebUserInfo';

beforeEach(() => {
  // jsdom has no object URLs; the licence view makes one of the file.
  URL.createObjectURL = vi.fn(() => 'blob:licence');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (state: EnterpriseState = 'PENDING_REVIEW'): EnterpriseReviewItem => ({
  enterpriseId: 'ent-1',
  userId: 'user-1',
  logonId: 'tokai.trading',
  companyName: '东海贸易有限公司',
  creditCode: '91310000MA1FL5LX3X',
  contactName: '王芳',
  email: 'wang@example.com',
  phone: '13800138000',
  state,
  licenseFileId: 'file-1',
  reviewReason: null,
  createdAt: '2026-11-23T06:30:00.000Z',
});

function server(state: EnterpriseState = 'PENDING_REVIEW') {
  let current = item(state);
  const sent = consoleFetch({
    [`${INFO}/selectReviewUsersById`]: okWeb({ records: [current], total: 1, current: 1, size: 10, pages: 1 }),
    [`${INFO}/selectCustomersById`]: () => okWeb(current),
    [`${INFO}/businessLicense`]: new FileAnswer('png', 'image/png'),
    [`${INFO}/reviewUsersById`]: (request: ConsoleRequest) => {
      const body = request.body as { approved: boolean; reason?: string };
      current = { ...current, state: body.approved ? 'APPROVED' : 'REJECTED', reviewReason: body.reason ?? null };
      return okWeb({ enterpriseId: current.enterpriseId, state: current.state });
    },
    [`${INFO}/isDisableUsersById`]: (request: ConsoleRequest) => {
      current = { ...current, state: (request.body as { disabled: boolean }).disabled ? 'DISABLED' : 'APPROVED' };
      return okWeb({ enterpriseId: current.enterpriseId, state: current.state });
    },
    '/api/web-ts/simp2/staff/audit/list': okTs([
      {
        id: 'a1',
        staffUserId: 'r1',
        staffName: '审核员小王',
        action: 'enterprise.approve',
        recordType: 'enterprise',
        recordId: 'ent-1',
        before: { state: 'PENDING_REVIEW', reviewReason: null },
        after: { state: 'APPROVED', reviewReason: null },
        at: '2026-11-23T07:00:00.000Z',
      },
    ]),
  });
  return sent;
}

const TEXT = {
  zh: {
    approve: '审核通过',
    reject: '驳回',
    disable: '停用',
    reasonRequired: '请填写原因',
    reason: '原因',
    pending: '待审核',
    approvedTag: '已通过',
    licence: '东海贸易有限公司 的营业执照',
    auditAction: '审核通过',
    cancel: '取消',
  },
  jp: {
    approve: '承認',
    reject: '却下',
    disable: '無効化',
    reasonRequired: '理由を入力してください',
    reason: '理由',
    pending: '審査待ち',
    approvedTag: '承認済み',
    licence: '東海',
    auditAction: '審査承認',
    cancel: 'キャンセル',
  },
} as const;

describe.each(['zh', 'jp'] as const)('enterprise review (%s)', (lang) => {
  const t = TEXT[lang];

  it('lists the review queue by default, and opens an application from it', async () => {
    const sent = server();
    const { location } = renderConsole('/enterprises', { role: 'reviewer', lang });
    const link = await screen.findByRole('link', { name: '东海贸易有限公司' }, { timeout: 5000 });
    expect(sent.find((r) => r.path.endsWith('/selectReviewUsersById'))?.body).toMatchObject({ state: 'PENDING_REVIEW', current: 1, size: 10 });
    await userEvent.click(link);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/enterprises/user-1'));
  });

  it('shows the licence and the trail, and approves after confirmation', async () => {
    const sent = server();
    renderConsole('/enterprises/user-1', { role: 'reviewer', lang });
    expect(await screen.findByRole('heading', { name: '东海贸易有限公司' })).toBeTruthy();
    const image = await screen.findByRole('img', { name: new RegExp('东海贸易有限公司') });
    expect(image.getAttribute('src')).toBe('blob:licence');
    expect(sent.find((r) => r.path.endsWith('/businessLicense'))?.query.get('enterpriseId')).toBe('ent-1');
    // Pending: approve and reject, never disable.
    expect(screen.queryByRole('button', { name: t.disable })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.approve }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.approve }));
    await waitFor(() => expect(sent.find((r) => r.path.endsWith('/reviewUsersById'))?.body).toEqual({ enterpriseId: 'ent-1', approved: true }));
    expect(await screen.findByRole('button', { name: t.disable })).toBeTruthy();
    expect((await screen.findAllByText(t.auditAction)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(t.approvedTag).length).toBeGreaterThan(0);
  });

  it('rejects only with a reason', async () => {
    const sent = server();
    renderConsole('/enterprises/user-1', { role: 'reviewer', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.reject }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.reject }));
    expect(await within(dialog).findByText(t.reasonRequired)).toBeTruthy();
    expect(sent.find((r) => r.path.endsWith('/reviewUsersById'))).toBeUndefined();
    await userEvent.type(within(dialog).getByLabelText(new RegExp(t.reason)), '营业执照模糊');
    await userEvent.click(within(dialog).getByRole('button', { name: t.reject }));
    await waitFor(() =>
      expect(sent.find((r) => r.path.endsWith('/reviewUsersById'))?.body).toEqual({ enterpriseId: 'ent-1', approved: false, reason: '营业执照模糊' }),
    );
  });

  it('disables an approved enterprise only after confirmation', async () => {
    const sent = server('APPROVED');
    renderConsole('/enterprises/user-1', { role: 'reviewer', lang });
    await userEvent.click(await screen.findByRole('button', { name: t.disable }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(sent.find((r) => r.path.endsWith('/isDisableUsersById'))).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: t.disable }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.disable }));
    await waitFor(() => expect(sent.find((r) => r.path.endsWith('/isDisableUsersById'))?.body).toEqual({ enterpriseId: 'ent-1', disabled: true }));
  });
});
