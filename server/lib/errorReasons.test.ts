import { describe, expect, it } from 'vitest';
import { CHECK_IN_REFUSALS } from '../../src/domain/staff/ticketing';
import { AppError } from './errors';

/** Every module's errors: each exported function is an AppError factory. */
const modules = import.meta.glob<Record<string, unknown>>('../modules/**/*.errors.ts', { eager: true });

/** Arguments for the factories that take some; a new factory with parameters needs its line here. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  orderRulesFailed: [[]],
  notEnoughTickets: ['legs[0].cabinClass'],
  unpaidOrdersLimit: [3],
  holdingLimit: ['legs[0].cabinClass', 'berth', 4],
  shippingFields: [{ pol: 'polRequired' }],
  moveRefused: ['enterprise.approve'],
  fileTooLarge: [10 * 1024 * 1024],
  alreadyTaken: [['email']],
  proofRequired: [['phone']],
  unchanged: ['email'],
  passwordHasUserInput: ['newPassword'],
  codeWrong: [2],
  checkInRefused: [CHECK_IN_REFUSALS.USED],
  wechatTimeout: ['/v3/pay', 5000],
  wechatUnreachable: ['/v3/pay', new Error('ECONNRESET')],
  wechatBadSignature: ['/v3/pay', 'bad'],
  wechatRefused: ['/v3/pay', 403, 'ORDERPAID', 'paid'],
};

/** Factories whose reason depends on an argument: each value they can take. */
const VARIANTS: Record<string, unknown[][]> = {
  moveRefused: [['enterprise.approve'], ['enterprise.reject'], ['enterprise.disable'], ['enterprise.enable']],
  checkInRefused: Object.values(CHECK_IN_REFUSALS).map((refusal) => [refusal]),
};

function factories(): { name: string; make: (...args: unknown[]) => unknown }[] {
  const found: { name: string; make: (...args: unknown[]) => unknown }[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      // Classes (an AppError subclass) are not factories; their factories are.
      if (typeof value !== 'function' || /^class\s/.test(Function.prototype.toString.call(value))) continue;
      found.push({ name: `${file.replace('../modules/', '')} ${name}`, make: value as (...args: unknown[]) => unknown });
    }
  }
  return found;
}

describe('error reasons', () => {
  it('every AppError factory in server/modules/**/*.errors.ts yields a dotted reason, distinct from every other factory’s', () => {
    const all = factories();
    expect(all.length).toBeGreaterThan(40);
    const owners = new Map<string, string>();
    const wrong: string[] = [];
    for (const { name, make } of all) {
      const exported = name.split(' ')[1]!;
      const calls = VARIANTS[exported] ?? [SAMPLE_ARGS[exported] ?? []];
      if (make.length > 0 && !(exported in SAMPLE_ARGS)) {
        wrong.push(`${name}: takes arguments; give it a line in SAMPLE_ARGS`);
        continue;
      }
      for (const args of calls) {
        const error = make(...args);
        if (!(error instanceof AppError)) {
          wrong.push(`${name}: not an AppError`);
          continue;
        }
        if (!/^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/.test(error.reason)) wrong.push(`${name}: reason "${error.reason}" is not dotted lower_snake`);
        if (error.reason.startsWith('common.')) wrong.push(`${name}: the common reason "${error.reason}" does not tell it apart`);
        const owner = owners.get(error.reason);
        if (owner && owner !== name) wrong.push(`${name}: reason "${error.reason}" is ${owner}'s too`);
        owners.set(error.reason, name);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('tells apart the refusals that share 10500', () => {
    const business = [...factories()]
      .flatMap(({ name, make }) => {
        const exported = name.split(' ')[1]!;
        return (VARIANTS[exported] ?? [SAMPLE_ARGS[exported] ?? []]).map((args) => make(...args));
      })
      .filter((error): error is AppError => error instanceof AppError && error.code === 10500);
    expect(business.length).toBeGreaterThan(10);
    expect(new Set(business.map((error) => error.reason)).size).toBe(business.length);
  });
});
