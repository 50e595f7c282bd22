import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  changeAccountEmail,
  changeAccountPhone,
  changePassword,
  getAccountInfo,
  registerEnterprise,
  registerIndividual,
  requestEnterpriseResetCode,
  resetEnterprisePassword,
  resetIndividualPassword,
  sendVerificationCode,
  updateAccountInfo,
  uploadBusinessLicense,
  validateEmail,
  validatePhoneNum,
} from './account';
import { configureHttp, http } from './http';

const sent: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  configureHttp({ getToken: () => 'tok', awaitRefresh: () => Promise.resolve(), getLang: () => 'zh', notify: () => {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      sent.push({ url, method: init?.method ?? 'GET', body: init?.body });
      const code = url.includes('/web-ts/') ? 200 : 0;
      return new Response(JSON.stringify({ code, msg: 'ok', message: 'ok', data: { answered: url } }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  configureHttp({ getToken: () => undefined });
});

const IND = '/api/web-ts/login/tsEbUser/ebUser';
const IND_AUTH = '/api/web-ts/simp2/business/ts/ebUser';
const ENT = '/api/web/login/eb/ebUserManager';

describe('account calls (spec 7 "Individual users", "Enterprise users")', () => {
  it('sendVerificationCode: POST the e-mail and purpose', async () => {
    await sendVerificationCode({ email: 'a@b.cn', purpose: 'register' });
    expect(sent[0]).toEqual({ url: `${IND}/sendVerificationCode`, method: 'POST', body: '{"email":"a@b.cn","purpose":"register"}' });
  });

  it('the code for a new account e-mail: POST the address to the logged-in call, without a purpose', async () => {
    await sendVerificationCode({ email: 'new@b.cn', purpose: 'changeEmail' });
    expect(sent[0]).toEqual({ url: `${IND_AUTH}/sendEmailChangeCode`, method: 'POST', body: '{"email":"new@b.cn"}' });
  });

  it('changeAccountEmail and changeAccountPhone: POST the proven forms to the logged-in calls', async () => {
    await changeAccountEmail({ email: 'new@b.cn', emailCode: '123456', password: 'p' });
    await changeAccountPhone({ phone: '13812345678', password: 'p' });
    expect(sent.map((s) => [s.method, s.url, JSON.parse(String(s.body))])).toEqual([
      ['POST', `${IND_AUTH}/changeEmail`, { email: 'new@b.cn', emailCode: '123456', password: 'p' }],
      ['POST', `${IND_AUTH}/changePhone`, { phone: '13812345678', password: 'p' }],
    ]);
  });

  it('registers individuals and enterprises with the schema bodies', async () => {
    const individual = {
      logonId: 'ab12',
      nickname: 'n',
      email: 'a@b.cn',
      emailCode: '123456',
      phone: '13812345678',
      password: 'p',
      confirmPassword: 'p',
      consentVersion: '2026-11',
    };
    await registerIndividual(individual);
    const enterprise = { ...individual, companyName: 'c', creditCode: '1234567890123', contactName: 'x', licenseFileId: 'f-1' };
    await registerEnterprise(enterprise);
    expect(sent.map((s) => [s.method, s.url, JSON.parse(String(s.body))])).toEqual([
      ['POST', `${IND}/ebUserRegister`, individual],
      ['POST', `${ENT}/ebCompanyUserRegister`, enterprise],
    ]);
  });

  it('validatePhoneNum and validateEmail: POST with the value in the query', async () => {
    await validatePhoneNum('+8613812345678');
    await validateEmail('a@b.cn');
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['POST', `${ENT}/validatePhoneNum?phone=%2B8613812345678`],
      ['POST', `${ENT}/validateEmail?email=a%40b.cn`],
    ]);
  });

  it('forgotten passwords: individual by e-mail code, enterprise by logon id and phone then the code', async () => {
    await resetIndividualPassword({ email: 'a@b.cn', emailCode: '123456', password: 'p', confirmPassword: 'p' });
    await requestEnterpriseResetCode({ logonId: 'acme', phone: '13812345678' });
    await resetEnterprisePassword({ logonId: 'acme', emailCode: '123456', password: 'p', confirmPassword: 'p' });
    expect(sent.map((s) => s.url)).toEqual([`${IND}/ebUserForgotPassword`, `${ENT}/forgotPswByLogonIdAndPhone`, `${ENT}/userForgotPassword`]);
  });

  it('account info: GET select, POST update', async () => {
    await getAccountInfo();
    await updateAccountInfo({ nickname: 'n', email: 'a@b.cn', phone: '13812345678' });
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['GET', `${IND_AUTH}/selectEbUserInfo`],
      ['POST', `${IND_AUTH}/updateEbUserInfo`],
    ]);
  });

  it('changePassword: enterprise users through userUpdatePassword, everyone else through ebUserChangePsd', async () => {
    const form = { oldPassword: 'a', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
    await changePassword('enterprise', form);
    await changePassword('individual', form);
    await changePassword(undefined, form);
    expect(sent.map((s) => s.url)).toEqual([`${ENT}/userUpdatePassword`, `${IND_AUTH}/ebUserChangePsd`, `${IND_AUTH}/ebUserChangePsd`]);
  });

  it('uploadBusinessLicense: the file as multipart "file", progress passed on', async () => {
    const upload = vi.spyOn(http, 'upload').mockResolvedValue({ fileId: 'f-1', name: 'l.pdf', size: 3, mimeType: 'application/pdf' });
    const onProgress = vi.fn();
    const file = new File(['pdf'], 'l.pdf', { type: 'application/pdf' });
    await expect(uploadBusinessLicense(file, onProgress)).resolves.toMatchObject({ fileId: 'f-1' });
    const [url, form, progress] = upload.mock.calls[0]!;
    expect(url).toBe('/web/api/eb/ebFile/uploadBusinessLicense');
    expect((form.get('file') as File).name).toBe('l.pdf');
    expect(progress).toBe(onProgress);
  });
});
