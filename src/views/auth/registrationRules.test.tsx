import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerServices } from '../../app/customerServices';
import { ANNOUNCEMENTS } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';

type AccountCalls = CustomerServices['account'];
const account = {
  sendVerificationCode: vi.fn<AccountCalls['sendVerificationCode']>(),
  registerIndividual: vi.fn<AccountCalls['registerIndividual']>(async () => ({ userId: 'u-1', logonId: 'seafarer' })),
  registerEnterprise: vi.fn<AccountCalls['registerEnterprise']>(),
  uploadBusinessLicense: vi.fn<AccountCalls['uploadBusinessLicense']>(),
  validatePhoneNum: vi.fn<AccountCalls['validatePhoneNum']>(async () => true),
  validateEmail: vi.fn<AccountCalls['validateEmail']>(async () => true),
};
const calls = {
  account,
  announcements: { getLatestAnnouncements: vi.fn<CustomerServices['announcements']['getLatestAnnouncements']>(async () => ANNOUNCEMENTS) },
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.input(input(id), { target: { value } });
/** The checkbox's accessible name: jsdom's computation puts spaces around the links' text. */
const unspaced = (expected: string) => (name: string) => name.replace(/\s+/g, '') === expected;
/** The first check loads zxcvbn and builds its dictionary: slow on a loaded machine. */
const FIRST_LOAD = { timeout: 5000 };
const meter = (id: string) => document.getElementById(`${id}-strength`)?.textContent;

function fillIndividual(password: string) {
  type('ind-logonId', 'seafarer');
  type('ind-nickname', '小林');
  type('ind-email', 'kobayashi@example.org');
  type('ind-emailCode', '123456');
  type('ind-phone', '13812345678');
  type('ind-password', password);
  type('ind-confirmPassword', password);
}

describe('password strength meter', () => {
  it('shows nothing before typing, then the level as typed (zh)', async () => {
    await renderApp({ calls, path: '/register' });
    expect(meter('ind-password')).toBe('');
    type('ind-password', 'abcdefgh');
    await waitFor(() => expect(meter('ind-password')).toBe('密码强度：弱“abc”“6543”这样的顺序很容易被猜到'), FIRST_LOAD);
    type('ind-password', 'Demo#2026pass');
    await waitFor(() => expect(meter('ind-password')).toBe('密码强度：中'));
    type('ind-password', 'Harbour#2026go');
    await waitFor(() => expect(meter('ind-password')).toBe('密码强度：强'));
  });

  it('says weak in Japanese for a password containing the login name', async () => {
    await renderApp({ calls, path: '/register', lang: 'jp' });
    type('ind-logonId', 'seafarer');
    type('ind-password', 'Seafarer#Line2026');
    await waitFor(() => expect(meter('ind-password')).toBe('パスワードの強度：弱いアカウントに関する情報は使わないでください'), FIRST_LOAD);
    type('ind-password', 'Harbour#2026go');
    await waitFor(() => expect(meter('ind-password')).toBe('パスワードの強度：強い'));
  });

  it('the form refuses a weak password at the field, sending nothing', async () => {
    await renderApp({ calls, path: '/register' });
    fillIndividual('abcdefgh');
    fireEvent.click(input('ind-consent'));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(
      () => expect(document.getElementById('ind-password-message')?.textContent).toBe('密码强度太弱，请加长密码或混合使用不常见的单词、数字和符号'),
      FIRST_LOAD,
    );
    expect(account.registerIndividual).not.toHaveBeenCalled();
  });
});

describe('consent to the privacy policy and terms', () => {
  it('is required (zh), and once ticked the body carries the texts’ version', async () => {
    await renderApp({ calls, path: '/register' });
    expect(screen.getByRole('checkbox', { name: unspaced('我已阅读并同意《隐私政策》和《用户协议》') })).toBe(input('ind-consent'));
    fillIndividual('Harbour#2026go');
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(document.getElementById('ind-consent-message')?.textContent).toBe('请阅读并同意《隐私政策》和《用户协议》'));
    expect(account.registerIndividual).not.toHaveBeenCalled();

    fireEvent.click(input('ind-consent'));
    await waitFor(() => expect(document.getElementById('ind-consent-message')?.textContent).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(account.registerIndividual).toHaveBeenCalledTimes(1));
    expect(account.registerIndividual.mock.calls[0]?.[0]).toMatchObject({ logonId: 'seafarer', consentVersion: '2026-11' });
  });

  it('reads in Japanese on the enterprise form and opens the policy in a dialog', async () => {
    await renderApp({ calls, path: '/register?type=enterprise', lang: 'jp' });
    expect(screen.getByRole('checkbox', { name: unspaced('プライバシーポリシーと利用規約に同意します') })).toBe(input('ent-consent'));
    fireEvent.click(screen.getByRole('button', { name: 'プライバシーポリシー' }));
    const dialog = await screen.findByRole('dialog', { name: 'プライバシーポリシー' });
    expect(within(dialog).getByText('版 2026-11')).toBeTruthy();
    expect(within(dialog).getByText(/中華人民共和国個人情報保護法/)).toBeTruthy();
    // Opening the text does not tick the box.
    expect(input('ent-consent').checked).toBe(false);
  });
});
