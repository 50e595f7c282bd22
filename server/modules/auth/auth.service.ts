import { timingSafeEqual } from 'node:crypto';
import type { TokenAnswer, UserAuthentication, UserInfoAnswer } from '../../../src/domain/identityApi';
import { isStaffRole, menuPaths, permissionsFor } from '../../../src/domain/roles';
import { loginSchema } from '../../../src/domain/validation/accountSchemas';
import { validateWith } from '../../../src/domain/validation/validate';
import type { AuthConfig } from '../../config';
import { accountDisabled, captchaInvalid, invalidClient, loginExpired, loginFailed, loginLocked } from '../../lib/auth/authErrors';
import type { AuthUser } from '../../lib/auth/authUser';
import { logonIdKey } from '../../lib/auth/logonIdKey';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/auth/passwords';
import type { IssuedTokens, TokenService } from '../../lib/auth/tokens';
import type { Clock } from '../../lib/clock';
import { invalidField, notFound, validation } from '../../lib/errors';
import type { CaptchaService } from '../captcha/captcha.service';
import type { AuthRepository, LoginUser } from './auth.repository';

/** The password-grant form as sent: every field may be missing or malformed. */
export interface TokenRequest {
  grant_type?: string;
  client_id?: string;
  client_secret?: string;
  scope?: string;
  username?: string;
  password?: string;
  code?: string;
  randomStr?: string;
}

interface Deps {
  repository: AuthRepository;
  tokens: TokenService;
  captcha: CaptchaService;
  config: Pick<AuthConfig, 'clientId' | 'clientSecret' | 'lockAfterFailures' | 'lockMinutes'>;
  clock: Clock;
}

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function tokenAnswer(tokens: IssuedTokens, user: LoginUser): TokenAnswer {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_in: tokens.expiresIn,
    token_type: 'bearer',
    scope: 'server',
    logon_id: user.logonId,
    user_id: user.id,
    user_name: user.nickname,
    user_cnnme: user.cnName,
    enterprise_id: user.enterpriseId ?? '',
    enterprise_cnnme: user.enterpriseName ?? '',
    tenant_id: user.tenantId ?? '',
    sap_id: user.sapId ?? '',
    // The business licence number of a Chinese enterprise is its unified social credit code.
    license: user.creditCode ?? '',
    member_level: user.memberLevel,
    phone: user.phone,
    wximgurl: user.wxImgUrl,
  };
}

/**
 * Login, logout, refresh and the user's own information (spec section 7 "Authentication",
 * DOMAIN "Refreshing a token", "Accounts").
 */
export function createAuthService({ repository, tokens, captcha, config, clock }: Deps) {
  const lockMs = config.lockMinutes * 60_000;

  /** A wrong password or an unknown name: counted alike, answered alike. */
  async function failLogin(key: string): Promise<never> {
    const now = clock();
    const lockedUntil = await repository.recordFailure(key, {
      now,
      windowStart: new Date(now.getTime() - lockMs),
      lockAfter: config.lockAfterFailures,
      lockUntil: new Date(now.getTime() + lockMs),
    });
    throw lockedUntil && lockedUntil > now ? loginLocked(config.lockMinutes) : loginFailed();
  }

  return {
    /** The password grant of the first-party client. Every refusal is HTTP 200 with a business code. */
    async login(form: TokenRequest): Promise<TokenAnswer> {
      // The password grant hands a password to the client, so only our own client may use it.
      const clientOk = sameSecret(form.client_id ?? '', config.clientId) && sameSecret(form.client_secret ?? '', config.clientSecret);
      if (form.grant_type !== 'password' || !clientOk) throw invalidClient();

      const checked = await validateWith(loginSchema, form);
      if (!checked.ok) throw validation(checked.fields);
      const { username, password, code } = checked.value;

      // Before the password: a guess costs a captcha, right or wrong.
      if (!form.randomStr || !(await captcha.check(form.randomStr, code))) throw captchaInvalid();

      const key = logonIdKey(username);
      const lockedUntil = await repository.lockedUntil(key);
      if (lockedUntil && lockedUntil > clock()) throw loginLocked(config.lockMinutes);

      const user = await repository.findUserByLogonIdKey(key);
      // An unknown name costs a hash too, so the time taken does not tell which names exist.
      const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !passwordOk) return failLogin(key);

      await repository.clearFailures(key);
      // Refused only after the right password, so the answer tells nothing to a guesser.
      if (user.enterpriseState === 'DISABLED' || user.disabledAt) throw accountDisabled();
      if (needsRehash(user.passwordHash)) await repository.updatePasswordHash(user.id, await hashPassword(password));

      return tokenAnswer(await tokens.issue(user.id, config.clientId), user);
    },

    /** Ends the presented token's session. Never fails: a missing or unknown token is already logged out. */
    async logout(accessToken: string | null): Promise<void> {
      if (accessToken) await tokens.revokeSession(accessToken);
    },

    /**
     * A new token pair for the login `logonId`, given its current refresh token. Any refusal
     * is LOGIN_EXPIRED, which the client answers by logging out.
     */
    async refresh(logonId: string, refreshToken: string | undefined): Promise<TokenAnswer> {
      if (!refreshToken) throw invalidField('refresh_token', '缺少刷新令牌', 'リフレッシュトークンがありません');
      const result = await tokens.refresh(logonIdKey(logonId), refreshToken);
      if (!result.ok) throw loginExpired();
      const user = await repository.findUserById(result.userId);
      if (!user) throw loginExpired();
      return tokenAnswer(result.tokens, user);
    },

    async userInfo(auth: AuthUser): Promise<UserInfoAnswer> {
      const user = await repository.findUserById(auth.userId);
      if (!user) throw notFound();
      return {
        logonId: user.logonId,
        userId: user.id,
        username: user.nickname,
        usernme: user.nickname,
        userCnnme: user.cnName,
        enterpriseCnnme: user.enterpriseName ?? '',
        enterpriseId: user.enterpriseId ?? '',
        ...menuPaths(auth.menus),
        role: auth.role,
        enterpriseState: auth.enterpriseState,
        // The customer site's answer stays the spec's; the console reads this to hold a staff member to the change.
        ...(isStaffRole(auth.role) ? { mustChangePassword: user.mustChangePassword === true } : {}),
      };
    },

    authentication(auth: AuthUser): UserAuthentication {
      const { menus, buttons } = permissionsFor(auth.role, auth.enterpriseState);
      return { role: auth.role, menus, buttons, authorities: [...menus, ...buttons] };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
