import { randomBytes } from 'node:crypto';
import { AUTH, DEMO_CLIENT } from '../../src/domain/identityApi';
import { DEMO_PASSWORD } from '../db/seed/users.seed';

/**
 * Logs in over HTTP to a server in another process (the kill storm's, the bench's): a captcha
 * fetched, then the password grant with the answer every captcha accepts there. The access token.
 */
export async function loginOverHttp(origin: string, logonId: string, captchaAnswer: string): Promise<string> {
  const randomStr = `h${randomBytes(8).toString('hex')}`;
  const captcha = await fetch(`${origin}/api${AUTH.captcha}?randomStr=${randomStr}`);
  if (!captcha.ok) throw new Error(`captcha: HTTP ${captcha.status}`);
  await captcha.arrayBuffer();
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: DEMO_CLIENT.id,
    client_secret: DEMO_CLIENT.secret,
    scope: 'server',
    username: logonId,
    password: DEMO_PASSWORD,
    code: captchaAnswer,
    randomStr,
  });
  const response = await fetch(`${origin}${AUTH.token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`login of ${logonId} failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
