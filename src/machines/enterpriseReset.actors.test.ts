import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { enterpriseResetActors } from './enterpriseReset.actors';

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

describe('enterprise password reset actors', () => {
  it('asks the code for the logon id and phone', async () => {
    const calls = { requestEnterpriseResetCode: vi.fn(async () => 'sent'), resetEnterprisePassword: vi.fn() };
    await expect(run(enterpriseResetActors(calls).requestCode, { logonId: 'ent-admin', phone: '13800000000' })).resolves.toBe('sent');
    expect(calls.requestEnterpriseResetCode).toHaveBeenCalledWith({ logonId: 'ent-admin', phone: '13800000000' });
  });

  it('resets the password with the code', async () => {
    const calls = { requestEnterpriseResetCode: vi.fn(), resetEnterprisePassword: vi.fn(async () => 'reset') };
    const form = { logonId: 'ent-admin', emailCode: '123456', password: 'Secret#2026', confirmPassword: 'Secret#2026' };
    await expect(run(enterpriseResetActors(calls).resetPassword, form)).resolves.toBe('reset');
    expect(calls.resetEnterprisePassword).toHaveBeenCalledWith({
      logonId: 'ent-admin',
      emailCode: '123456',
      password: 'Secret#2026',
      confirmPassword: 'Secret#2026',
    });
  });
});
