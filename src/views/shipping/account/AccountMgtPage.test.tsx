import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/renderApp';
import type { CustomerServices } from '../../../app/customerServices';
import type { AccountInfo, EnterpriseReviewItem } from '../../../domain/identityApi';
import type { Lang } from '../../../domain/lang';
import { ApiError } from '../../../domain/apiError';
import { ENTERPRISE_MENUS, ENTERPRISE_USER } from '../testing/fixtures';

/** The calls the screen makes, handed in through the services context. */
const sendVerificationCode = vi.fn<CustomerServices['account']['sendVerificationCode']>();
const changeAccountEmail = vi.fn<CustomerServices['account']['changeAccountEmail']>();
const changeAccountPhone = vi.fn<CustomerServices['account']['changeAccountPhone']>();
const getEnterpriseCustomer = vi.fn<CustomerServices['enterpriseAccount']['getEnterpriseCustomer']>();
const getEnterpriseUser = vi.fn<CustomerServices['enterpriseAccount']['getEnterpriseUser']>();
const updateEnterpriseUser = vi.fn<CustomerServices['enterpriseAccount']['updateEnterpriseUser']>();
const preferences = vi.fn<CustomerServices['passengerMessages']['preferences']>();
const savePreferences = vi.fn<CustomerServices['passengerMessages']['savePreferences']>();
const calls = {
  account: { sendVerificationCode, changeAccountEmail, changeAccountPhone },
  enterpriseAccount: { getEnterpriseCustomer, getEnterpriseUser, updateEnterpriseUser },
  passengerMessages: { preferences, savePreferences },
};

beforeAll(async () => {
  await import('./AccountMgtPage');
}, 30_000);

const COMPANY: EnterpriseReviewItem = {
  enterpriseId: 'e-1',
  userId: ENTERPRISE_USER.userId,
  logonId: ENTERPRISE_USER.logonId,
  companyName: '上海东海国际贸易有限公司',
  creditCode: '91310000MA1FL8XQ3K',
  contactName: '王建国',
  email: 'shipper@example.com',
  phone: '13812345678',
  state: 'APPROVED',
  licenseFileId: 'f-1',
  reviewReason: null,
  createdAt: '2026-01-05T02:00:00.000Z',
};
const USER: AccountInfo = {
  userId: ENTERPRISE_USER.userId,
  logonId: ENTERPRISE_USER.logonId,
  nickname: '王建国',
  email: 'shipper@example.com',
  phone: '13812345678',
  role: 'enterprise',
  enterpriseId: 'e-1',
  enterpriseCnnme: COMPANY.companyName,
  enterpriseState: 'APPROVED',
  createdAt: '2026-01-05T02:00:00.000Z',
};

beforeEach(() => {
  getEnterpriseCustomer.mockResolvedValue(COMPANY);
  getEnterpriseUser.mockResolvedValue(USER);
  updateEnterpriseUser.mockImplementation(async (_id, form) => ({ ...USER, ...form }));
  preferences.mockResolvedValue({ remindersOn: true });
  savePreferences.mockImplementation(async (chosen) => chosen);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const byId = (id: string) => document.getElementById(id) as HTMLInputElement;

async function openPage(lang: Lang = 'zh') {
  await renderApp({ path: '/accountMgt', lang, user: ENTERPRISE_USER, menus: ENTERPRISE_MENUS, calls });
  await screen.findByRole('heading', { level: 1, name: lang === 'zh' ? '账户信息' : 'アカウント情報' }, { timeout: 5000 });
}

describe('container account screen', { timeout: 20_000 }, () => {
  it('shows the company as reviewed and the user’s own details, asked by the user’s id', async () => {
    await openPage();
    expect(await screen.findByText('上海东海国际贸易有限公司')).toBeTruthy();
    expect(screen.getByText('91310000MA1FL8XQ3K')).toBeTruthy();
    expect(screen.getByText('已通过')).toBeTruthy();
    expect(getEnterpriseCustomer).toHaveBeenCalledWith(ENTERPRISE_USER.userId);
    expect(getEnterpriseUser).toHaveBeenCalledWith(ENTERPRISE_USER.userId, { signal: expect.any(AbortSignal) });
    await waitFor(() => expect(input(/^昵称/).value).toBe('王建国'));
    expect(screen.getByText('demo.shipper', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '修改密码' }).getAttribute('href')).toBe('/tickets/passwordMgt');
  });

  it('checks the nickname with the account schema, then saves it with the e-mail and mobile as they are', async () => {
    await openPage();
    await waitFor(() => expect(input(/^昵称/).value).toBe('王建国'));
    expect(byId('acm-email').readOnly).toBe(true);
    expect(byId('acm-phone').readOnly).toBe(true);
    fireEvent.input(input(/^昵称/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('请输入昵称')).toBeTruthy();
    expect(updateEnterpriseUser).not.toHaveBeenCalled();
    fireEvent.input(input(/^昵称/), { target: { value: '王二' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(updateEnterpriseUser).toHaveBeenCalledWith(ENTERPRISE_USER.userId, { nickname: '王二', email: 'shipper@example.com', phone: '13812345678' });
  });

  it('changes the e-mail with the code sent to the new address and the password', async () => {
    sendVerificationCode.mockResolvedValueOnce({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    changeAccountEmail.mockResolvedValueOnce({ ...USER, email: 'export@example.com' });
    await openPage();
    await waitFor(() => expect(byId('acm-email').value).toBe('shipper@example.com'));
    fireEvent.input(byId('acm-new-email-email'), { target: { value: 'export@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeTruthy();
    expect(sendVerificationCode).toHaveBeenCalledWith({ email: 'export@example.com', purpose: 'changeEmail' });
    fireEvent.input(byId('acm-new-email-emailCode'), { target: { value: '654321' } });
    fireEvent.input(byId('acm-new-email-password'), { target: { value: 'Demo#2026pass' } });
    fireEvent.click(screen.getByRole('button', { name: '确认更换邮箱' }));
    expect(await screen.findByText('邮箱已更换')).toBeTruthy();
    expect(changeAccountEmail).toHaveBeenCalledWith({ email: 'export@example.com', emailCode: '654321', password: 'Demo#2026pass' });
    await waitFor(() => expect(byId('acm-email').value).toBe('export@example.com'));
  });

  it('shows a taken e-mail at its field', async () => {
    updateEnterpriseUser.mockRejectedValueOnce(new ApiError('该邮箱已被使用', { kind: 'business', code: 10409, fields: { email: '该邮箱已被使用' } }));
    await openPage();
    await waitFor(() => expect(input(/^昵称/).value).toBe('王建国'));
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('该邮箱已被使用')).toBeTruthy();
    expect(byId('acm-email').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers a retry for each part that cannot load', async () => {
    getEnterpriseCustomer.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    getEnterpriseUser.mockRejectedValueOnce(new ApiError('网络错误', { kind: 'network' }));
    await openPage();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([expect.stringContaining('企业信息暂时无法加载'), expect.stringContaining('账户信息暂时无法加载')]);
    expect((screen.getByRole('button', { name: '保存修改' }) as HTMLButtonElement).disabled).toBe(true);
    for (const alert of alerts) fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('上海东海国际贸易有限公司')).toBeTruthy();
    await waitFor(() => expect(input(/^昵称/).value).toBe('王建国'));
  });

  it('turns the free-time reminder off; business mail always goes', async () => {
    await openPage();
    const toggle = await screen.findByRole('switch', { name: '集装箱免费用箱期结束前 2 天发送提醒' });
    expect(screen.getByText('订舱、提单、箱号等业务通知始终发送')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(savePreferences).toHaveBeenCalledWith({ remindersOn: false }));
    expect(await screen.findByText('已保存')).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    await openPage('jp');
    expect(await screen.findByText('企業情報')).toBeTruthy();
    expect(screen.getByRole('button', { name: '変更を保存' })).toBeTruthy();
  });
});
