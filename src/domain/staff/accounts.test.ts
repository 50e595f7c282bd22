import { describe, expect, it } from 'vitest';
import { validateWith } from '../validation/validate';
import { validationMessage } from '../validation/messages';
import { staffAccountSchema } from './accounts';

const at = (key: string) => ({ message: validationMessage(key).zh, jpMessage: validationMessage(key).ja });
const ACCOUNT = { logonId: ' clerk.li ', password: 'Ferry#2026', role: 'ticketingClerk', cnName: ' 李雷 ', email: ' li@example.org ' };

describe('staffAccountSchema', () => {
  it('takes a new staff account, trimmed', async () => {
    expect(await validateWith(staffAccountSchema, ACCOUNT)).toEqual({
      ok: true,
      value: { logonId: 'clerk.li', password: 'Ferry#2026', role: 'ticketingClerk', cnName: '李雷', email: 'li@example.org' },
    });
  });

  it.each([
    ['a weak password', { password: 'ferry2026' }, 'password', 'strongPassword'],
    ['no password', { password: '' }, 'password', 'passwordRequired'],
    ['a customer role', { role: 'individual' }, 'role', 'required'],
    ['a login name with a space', { logonId: 'clerk li' }, 'logonId', 'loginNameFormat'],
    ['a name of 51 characters', { cnName: '李'.repeat(51) }, 'cnName', 'tooLong'],
    ['an address without a domain', { email: 'li@example' }, 'email', 'emailFormat'],
  ] as const)('refuses %s', async (_, change, field, key) => {
    const result = await validateWith(staffAccountSchema, { ...ACCOUNT, ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fields[field]).toEqual(at(key));
  });
});
