import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AccountInfo, UploadedFile } from '../domain/identityApi';
import { accountInfoMachine } from './accountInfo.machine';
import { emailCodeMachine, RESEND_SECONDS } from './emailCode.machine';
import { enterpriseResetMachine } from './enterpriseReset.machine';
import { formSubmitMachine } from './formSubmit.machine';
import { licenceUploadMachine, uploadActor } from './licenceUpload.machine';

describe('form submission', () => {
  function start(submit: (values: unknown) => Promise<unknown>) {
    const succeeded = vi.fn();
    const failed = vi.fn();
    const machine = formSubmitMachine.provide({
      actors: { submit: fromPromise(({ input }) => submit(input.values)) },
      actions: { succeeded: (_, { output }) => succeeded(output), failed: (_, { error }) => failed(error) },
    });
    return { actor: createActor(machine).start(), succeeded, failed };
  }

  it('sends the validated values once and reports the answer', async () => {
    const submit = vi.fn(async (values: unknown) => ({ registered: values }));
    const { actor, succeeded } = start(submit);
    actor.send({ type: 'form.submit', values: { a: 1 } });
    actor.send({ type: 'form.submit', values: { a: 2 } });
    const snapshot = await waitFor(actor, (s) => s.matches('submitted'));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(succeeded).toHaveBeenCalledWith({ registered: { a: 1 } });
    expect(snapshot.context.output).toEqual({ registered: { a: 1 } });
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('goes back to the form with the error', async () => {
    const error = new Error('taken');
    const { actor, failed, succeeded } = start(async () => Promise.reject(error));
    actor.send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(failed).toHaveBeenCalledWith(error);
    expect(succeeded).not.toHaveBeenCalled();
  });
});

describe('e-mail code with a resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(send: (input: { email: string }) => Promise<unknown>) {
    const sent = vi.fn();
    const failed = vi.fn();
    const sendCode = vi.fn(send);
    const machine = emailCodeMachine.provide({
      actors: { sendCode: fromPromise(({ input }) => sendCode(input)) },
      actions: { sent, failed: (_, { error }) => failed(error) },
    });
    return { actor: createActor(machine).start(), sent, failed, sendCode };
  }

  it('sends, then counts 60 seconds down before another code may be asked for', async () => {
    const { actor, sent, sendCode } = start(async () => null);
    actor.send({ type: 'code.send', email: 'a@b.cn' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendCode).toHaveBeenCalledWith({ email: 'a@b.cn' });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(RESEND_SECONDS);
    expect(actor.getSnapshot().can({ type: 'code.send', email: 'a@b.cn' })).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
    await vi.advanceTimersByTimeAsync(58_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().can({ type: 'code.send', email: 'a@b.cn' })).toBe(true);
  });

  it('waits as long as the server says when it says so', async () => {
    const { actor } = start(async () => ({ resendAfterSeconds: 42, expiresInSeconds: 600 }));
    actor.send({ type: 'code.send', email: 'a@b.cn' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.secondsLeft).toBe(42);
  });

  it('a refused address: ready again at once, the error handed to the screen', async () => {
    const error = Object.assign(new Error('cannot receive'), { code: 10425 });
    const { actor, failed } = start(async () => Promise.reject(error));
    actor.send({ type: 'code.send', email: 'nobody@nowhere.example' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(failed).toHaveBeenCalledWith(error);
  });
});

describe('business licence upload', () => {
  const FILE = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
  const UPLOADED: UploadedFile = { fileId: 'f-1', name: 'licence.pdf', size: 8, mimeType: 'application/pdf' };

  function start(upload: (file: File, onProgress: (p: number) => void) => Promise<UploadedFile>) {
    const ids: string[] = [];
    const failed = vi.fn();
    const machine = licenceUploadMachine.provide({
      actors: { upload: uploadActor(upload) },
      actions: { setLicenceId: (_, { fileId }) => ids.push(fileId), failed: (_, { error }) => failed(error) },
    });
    return { actor: createActor(machine).start(), ids, failed };
  }

  it('uploads a chosen file with its progress, then hands its id to the form', async () => {
    let report: (p: number) => void = () => {};
    let finish: (f: UploadedFile) => void = () => {};
    const { actor, ids } = start((_, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    actor.send({ type: 'licence.choose', file: FILE });
    expect(actor.getSnapshot().value).toBe('uploading');
    report(40);
    expect(actor.getSnapshot().context.percent).toBe(40);
    finish(UPLOADED);
    const snapshot = await waitFor(actor, (s) => s.matches('uploaded'));
    expect(snapshot.context).toMatchObject({ percent: 100, uploaded: UPLOADED, file: FILE });
    expect(ids).toEqual(['', 'f-1']);
  });

  it('a failed upload says so and lets the user choose again', async () => {
    const error = new Error('offline');
    const { actor, failed } = start(async () => Promise.reject(error));
    actor.send({ type: 'licence.choose', file: FILE });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(failed).toHaveBeenCalledWith(error);
    expect(actor.getSnapshot().can({ type: 'licence.choose', file: FILE })).toBe(true);
  });

  it('a new choice during an upload replaces it: the old one’s answers are dropped', async () => {
    const finishers: ((f: UploadedFile) => void)[] = [];
    const { actor, ids } = start(() => new Promise((resolve) => finishers.push(resolve)));
    actor.send({ type: 'licence.choose', file: FILE });
    actor.send({ type: 'licence.choose', file: new File(['png'], 'second.png', { type: 'image/png' }) });
    finishers[0]!({ ...UPLOADED, fileId: 'old' });
    finishers[1]!({ ...UPLOADED, fileId: 'new', name: 'second.png' });
    const snapshot = await waitFor(actor, (s) => s.matches('uploaded'));
    expect(snapshot.context.uploaded?.fileId).toBe('new');
    expect(ids).toEqual(['', '', 'new']);
  });
});

describe('enterprise forgotten password', () => {
  function start(requestCode: () => Promise<unknown>, resetPassword: (input: unknown) => Promise<unknown> = async () => null) {
    const effects = { failed: vi.fn(), codeRequested: vi.fn(), passwordReset: vi.fn(), resetPassword: vi.fn(resetPassword) };
    const machine = enterpriseResetMachine.provide({
      actors: { requestCode: fromPromise(requestCode), resetPassword: fromPromise(({ input }) => effects.resetPassword(input)) },
      actions: { failed: (_, { error }) => effects.failed(error), codeRequested: effects.codeRequested, passwordReset: effects.passwordReset },
    });
    return { actor: createActor(machine).start(), effects };
  }
  const VALUES = { emailCode: '123456', password: 'newpass12', confirmPassword: 'newpass12' };

  it('logon id and phone first, then the code and the new password for that login', async () => {
    const { actor, effects } = start(async () => null);
    actor.send({ type: 'reset.requestCode', logonId: 'acme', phone: '13812345678' });
    await waitFor(actor, (s) => s.matches('resetting'));
    expect(effects.codeRequested).toHaveBeenCalledTimes(1);
    actor.send({ type: 'reset.submit', values: VALUES });
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects.resetPassword).toHaveBeenCalledWith({ logonId: 'acme', ...VALUES });
    expect(effects.passwordReset).toHaveBeenCalledTimes(1);
  });

  it('stays on a step whose call failed, and can go back to the first', async () => {
    const { actor, effects } = start(
      async () => null,
      async () => Promise.reject(new Error('wrong code')),
    );
    actor.send({ type: 'reset.requestCode', logonId: 'acme', phone: '13812345678' });
    await waitFor(actor, (s) => s.matches('resetting'));
    actor.send({ type: 'reset.submit', values: VALUES });
    await waitFor(actor, (s) => s.matches('resetting'));
    expect(effects.failed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'reset.back' });
    expect(actor.getSnapshot().value).toBe('identifying');
  });

  it('a refused first step (rate limit) stays on it', async () => {
    const { actor, effects } = start(async () => Promise.reject(new Error('slow down')));
    actor.send({ type: 'reset.requestCode', logonId: 'acme', phone: '13812345678' });
    await waitFor(actor, (s) => s.matches('identifying'));
    expect(effects.failed).toHaveBeenCalledTimes(1);
  });
});

describe('account information', () => {
  const ACCOUNT: AccountInfo = {
    userId: 'u-1',
    logonId: 'demo',
    nickname: 'n',
    email: 'a@b.cn',
    phone: '13812345678',
    role: 'individual',
    enterpriseId: null,
    enterpriseCnnme: null,
    enterpriseState: null,
    createdAt: '2026-01-01 00:00:00',
  };

  function start(load: () => Promise<AccountInfo>, save: (values: unknown) => Promise<AccountInfo> = async () => ACCOUNT) {
    const effects = { saved: vi.fn(), failed: vi.fn() };
    const machine = accountInfoMachine.provide({
      actors: { loadAccount: fromPromise(load), saveAccount: fromPromise(({ input }) => save(input)) },
      actions: { saved: effects.saved, failed: (_, { error }) => effects.failed(error) },
    });
    return { actor: createActor(machine).start(), effects };
  }

  it('loads, then saves and keeps what the server answered', async () => {
    const { actor, effects } = start(
      async () => ACCOUNT,
      async (values) => ({ ...ACCOUNT, ...(values as object) }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'account.save', values: { nickname: 'new', email: 'a@b.cn', phone: '13812345678' } });
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.account?.nickname).toBe('new');
    expect(effects.saved).toHaveBeenCalledTimes(1);
  });

  it('a failed load offers a retry', async () => {
    const load = vi.fn<() => Promise<AccountInfo>>(async () => Promise.reject(new Error('offline')));
    const { actor } = start(load);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    load.mockResolvedValue(ACCOUNT);
    actor.send({ type: 'account.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('a refused save keeps the loaded account and hands the error to the form', async () => {
    const error = new Error('e-mail taken');
    const { actor, effects } = start(
      async () => ACCOUNT,
      async () => Promise.reject(error),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'account.save', values: { nickname: 'x', email: 'taken@b.cn', phone: '13812345678' } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(effects.failed).toHaveBeenCalledWith(error);
    expect(actor.getSnapshot().context.account).toEqual(ACCOUNT);
  });
});
