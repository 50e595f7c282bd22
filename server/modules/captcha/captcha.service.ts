import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { AuthConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import type { CaptchaRepository } from './captcha.repository';

/** No characters that read alike (0/O/Q, 1/I/L, 2/Z, 5/S, 8/B); answers are compared without case. */
export const CAPTCHA_CHARACTERS = 'ACDEFGHJKMNPRTUVWXY3467';
export const CAPTCHA_LENGTH = 4;

// svg-captcha's typings omit its main export, which draws a given text.
type DrawText = (text: string, options?: Parameters<typeof svgCaptcha.create>[0]) => string;
const drawText = svgCaptcha as unknown as DrawText;

export function randomAnswer(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_CHARACTERS[randomInt(CAPTCHA_CHARACTERS.length)];
  return text;
}

// Bound to its randomStr, so a hash cannot be moved to another captcha.
function answerHash(randomStr: string, answer: string): string {
  return createHash('sha256').update(`${randomStr}\n${answer.trim().toLowerCase()}`).digest('hex');
}

interface Deps {
  repository: CaptchaRepository;
  config: Pick<AuthConfig, 'captchaTtlSeconds' | 'testCaptcha'>;
  clock: Clock;
  /** the source of answers; random by default */
  newAnswer?: () => string;
}

/**
 * Image captchas of the login. The answer lives in the database (hashed), so any server
 * process can check it; it expires after `captchaTtlSeconds` and works once.
 * With `testCaptcha` configured (automated tests; refused in production) every captcha's
 * answer is that text, drawn in the image like any other.
 */
export function createCaptchaService({ repository, config, clock, newAnswer = randomAnswer }: Deps) {
  return {
    /** A new captcha for `randomStr`: the SVG image; the answer is kept server-side. */
    async create(randomStr: string): Promise<string> {
      const now = clock();
      const answer = config.testCaptcha ?? newAnswer();
      await repository.deleteExpired(now);
      await repository.save({
        randomStr,
        answerHash: answerHash(randomStr, answer),
        expiresAt: new Date(now.getTime() + config.captchaTtlSeconds * 1000),
        now,
      });
      return drawText(answer, { width: 120, height: 40, fontSize: 44, noise: 3, color: true, background: '#f4f6f9' });
    },

    /** Whether `answer` is the captcha's answer. Either way the captcha is used up. */
    async check(randomStr: string, answer: string): Promise<boolean> {
      const stored = await repository.consume(randomStr, clock());
      if (!stored) return false;
      return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(answerHash(randomStr, answer), 'hex'));
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
