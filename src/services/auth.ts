import type { LoginForm } from '../domain/validation/accountSchemas';
import {
  AUTH,
  DEMO_CLIENT,
  type PasswordGrantForm,
  type RefreshBody,
  type TokenAnswer,
  type UserAuthentication,
  type UserInfoAnswer,
} from '../domain/identityApi';
import { API_BASE, http } from './http';

/**
 * The identity calls of spec section 7 ("Authentication"). Thin: paths, bodies and
 * types; the envelope, messages and session effects are the HTTP client's.
 */

/** The first-party client; a deployment sets its own through the build environment. */
export const oauthClient = {
  id: import.meta.env.VITE_OAUTH_CLIENT_ID || DEMO_CLIENT.id,
  secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET || DEMO_CLIENT.secret,
} as const;

export interface PasswordLogin extends LoginForm {
  /** the captcha's key: the one the shown image was drawn for */
  randomStr: string;
}

/** The password grant: a TokenAnswer without envelope, or a business error (captcha, login failed, locked). */
export function requestToken({ username, password, code, randomStr }: PasswordLogin): Promise<TokenAnswer> {
  const form: PasswordGrantForm = {
    grant_type: 'password',
    client_id: oauthClient.id,
    client_secret: oauthClient.secret,
    scope: 'server',
    username,
    password,
    code,
    randomStr,
  };
  return http.postForm<TokenAnswer>(AUTH.token, { ...form });
}

export function revokeToken(): Promise<unknown> {
  return http.del(AUTH.logout);
}

export function getUserInfo(): Promise<UserInfoAnswer> {
  return http.post<UserInfoAnswer>(AUTH.userInfo);
}

export function getUserAuthentication(): Promise<UserAuthentication> {
  return http.post<UserAuthentication>(AUTH.authentication);
}

/** A new (rotated) token; the current refresh token must be presented with the logon id. */
export function refreshToken(logonId: string, refresh: string): Promise<TokenAnswer> {
  const body: RefreshBody = { refresh_token: refresh };
  return http.post<TokenAnswer>(`${AUTH.refresh}/${encodeURIComponent(logonId)}`, body);
}

/** The captcha image for a key; a new key draws a new image. */
export function captchaUrl(randomStr: string): string {
  return `${API_BASE}${AUTH.captcha}?randomStr=${encodeURIComponent(randomStr)}`;
}
