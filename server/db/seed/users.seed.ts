import { DEMO_CLIENT } from '../../../src/domain/identityApi';
import type { Role } from '../../../src/domain/roles';
import type { AuthConfig } from '../../config';
import { emailKey, phoneKey } from '../../lib/accountKeys';
import { logonIdKey } from '../../lib/auth/logonIdKey';
import { hashPassword } from '../../lib/auth/passwords';
import { enterprises, users } from '../schema';
import type { SeedStep } from './seedStep';

/** The demo accounts' shared password (DOMAIN "Demo mode"). */
export const DEMO_PASSWORD = 'Demo#2026pass';

export interface DemoAccount {
  logonId: string;
  role: Role;
  /** what the account is for, as printed at the first start */
  description: string;
  nickname: string;
  cnName: string;
  email: string;
  phone: string;
}

/** The approved enterprise demo.shipper belongs to; the company is fictional. */
export const DEMO_ENTERPRISE = {
  cnName: '上海东海国际贸易有限公司',
  creditCode: '91310115MA1FL4XK2R',
  contactName: '王建国',
  tenantId: 'SH-TRD-0001',
  sapId: 'C100238',
} as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    logonId: 'demo.passenger',
    role: 'individual',
    description: 'individual passenger',
    nickname: '晓雯',
    cnName: '林晓雯',
    email: 'demo.passenger@example.com',
    phone: '13812345678',
  },
  {
    logonId: 'demo.shipper',
    role: 'enterprise',
    description: `enterprise user of ${DEMO_ENTERPRISE.cnName} (approved)`,
    nickname: '王经理',
    cnName: '王建国',
    email: 'demo.shipper@example.com',
    phone: '13916882345',
  },
  {
    logonId: 'demo.reviewer',
    role: 'reviewer',
    description: 'staff: reviews enterprise accounts',
    nickname: '陈审核',
    cnName: '陈静',
    email: 'demo.reviewer@example.com',
    phone: '13611112222',
  },
  {
    logonId: 'demo.clerk',
    role: 'ticketingClerk',
    description: 'staff: ticketing clerk',
    nickname: '刘票务',
    cnName: '刘洋',
    email: 'demo.clerk@example.com',
    phone: '13722223333',
  },
  {
    logonId: 'demo.shipping',
    role: 'shippingClerk',
    description: 'staff: shipping clerk (Osaka office)',
    nickname: '佐藤',
    cnName: '佐藤健',
    email: 'demo.shipping@example.com',
    phone: '09012345678',
  },
  {
    logonId: 'demo.editor',
    role: 'editor',
    description: 'staff: edits news and notices',
    nickname: '赵编辑',
    cnName: '赵敏',
    email: 'demo.editor@example.com',
    phone: '13533334444',
  },
  {
    logonId: 'demo.admin',
    role: 'admin',
    description: 'staff: administrator',
    nickname: '周管理',
    cnName: '周强',
    email: 'demo.admin@example.com',
    phone: '13344445555',
  },
];

export const DEMO_USERS_STEP = 'demo.users';

/** The demo accounts of DOMAIN "Demo mode": never with NODE_ENV=production (demoOnly). */
export const usersSeed: SeedStep = {
  name: DEMO_USERS_STEP,
  demoOnly: true,
  async run(db) {
    const [enterprise] = await db
      .insert(enterprises)
      .values({ ...DEMO_ENTERPRISE, state: 'APPROVED', stateValue: 'APPROVED' })
      .returning({ id: enterprises.id });
    // Each account its own salt, though they share the password.
    const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
    await db.insert(users).values(
      DEMO_ACCOUNTS.map((account, i) => ({
        logonId: account.logonId,
        logonIdKey: logonIdKey(account.logonId),
        passwordHash: hashes[i]!,
        role: account.role,
        nickname: account.nickname,
        cnName: account.cnName,
        email: account.email,
        emailKey: emailKey(account.email),
        phone: account.phone,
        phoneKey: phoneKey(account.phone),
        enterpriseId: account.role === 'enterprise' ? enterprise!.id : null,
      })),
    );
  },
};

/**
 * What the first start prints, so a person trying the demo can log in. A client secret
 * that is not the demo one came from the environment and is not printed.
 */
export function demoAccountsNotice(auth: Pick<AuthConfig, 'clientId' | 'clientSecret'>): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.logonId.length));
  const secret = auth.clientSecret === DEMO_CLIENT.secret ? auth.clientSecret : '(from OAUTH_CLIENT_SECRET)';
  return [
    `Demo accounts (password ${DEMO_PASSWORD} for all):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.logonId.padEnd(width)}  ${a.role.padEnd(14)}  ${a.description}`),
    `OAuth client: ${auth.clientId} / ${secret}`,
    'Customers log in at /tickets/login; staff at the operator console, /tickets/admin/login.',
  ].join('\n');
}
