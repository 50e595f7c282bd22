import type { Bilingual } from '../lang';

/**
 * The password strength rule (issue 25 item 6), on top of the spec's length and character
 * rules. Client (the strength meter, the form's check) and server (register, reset, change)
 * use this one rule, with the same dictionary, so they always agree.
 *
 * Threshold: zxcvbn score 3 or more ("safely unguessable": at least 10^8 guesses, zxcvbn's own
 * advice for accounts behind an online login), so 0-2 are refused as weak, 3 is fair, 4 strong.
 * `abcdefgh` (a sequence, score 0) and `Secret#2026` (a common word with a year, 2) are refused;
 * `Demo#2026pass` (3) is accepted.
 * A password that contains the login name or the e-mail's local part is refused whatever its
 * score (they are also given to zxcvbn as user inputs, which lowers the score of near matches).
 */
export const PASSWORD_MIN_SCORE = 3;

/** Shorter local parts (`a@…`) would refuse nearly every password. */
const MIN_INPUT_LENGTH = 3;

type StrengthLevel = 'weak' | 'fair' | 'strong';

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  level: StrengthLevel;
  acceptable: boolean;
  /** zxcvbn's warning, in both languages, when it has one */
  warning: Bilingual | null;
}

/** The personal words a password must not contain: the login name and the e-mail's local part. */
export function passwordUserInputs(given: { logonId?: unknown; email?: unknown }): string[] {
  const logonId = typeof given.logonId === 'string' ? given.logonId.trim() : '';
  const email = typeof given.email === 'string' ? given.email.trim() : '';
  const local = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : '';
  return [logonId, local].filter((word) => word.length >= MIN_INPUT_LENGTH);
}

/** Whether the password contains one of the personal words (any case). */
export function containsUserInput(password: string, userInputs: readonly string[]): boolean {
  const lower = password.toLowerCase();
  return userInputs.some((word) => word.length >= MIN_INPUT_LENGTH && lower.includes(word.toLowerCase()));
}

function levelOf(score: number): StrengthLevel {
  return score < PASSWORD_MIN_SCORE ? 'weak' : score === PASSWORD_MIN_SCORE ? 'fair' : 'strong';
}

/** zxcvbn's warnings (its plain keys) in both languages; a key not listed shows no warning. */
const STRENGTH_WARNINGS: Record<string, Bilingual> = {
  straightRow: { zh: '键盘上连续的一排按键很容易被猜到', ja: 'キーボードの一列に並んだキーは推測されやすいです' },
  keyPattern: { zh: '简单的键盘图案很容易被猜到', ja: '単純なキーボードのパターンは推測されやすいです' },
  simpleRepeat: { zh: '“aaa”这样的重复字符很容易被猜到', ja: '「aaa」のような繰り返しは推測されやすいです' },
  extendedRepeat: { zh: '“abcabc”这样的重复很容易被猜到', ja: '「abcabc」のような繰り返しは推測されやすいです' },
  sequences: { zh: '“abc”“6543”这样的顺序很容易被猜到', ja: '「abc」「6543」のような並びは推測されやすいです' },
  recentYears: { zh: '近年的年份很容易被猜到', ja: '最近の年は推測されやすいです' },
  dates: { zh: '日期很容易被猜到', ja: '日付は推測されやすいです' },
  topTen: { zh: '这是最常用的密码之一', ja: '最もよく使われているパスワードの一つです' },
  topHundred: { zh: '这是非常常用的密码', ja: '非常によく使われているパスワードです' },
  common: { zh: '这是常用的密码', ja: 'よく使われているパスワードです' },
  similarToCommon: { zh: '与常用密码相似', ja: 'よく使われているパスワードに似ています' },
  wordByItself: { zh: '单个单词很容易被猜到', ja: '単語一つだけでは推測されやすいです' },
  namesByThemselves: { zh: '单独的姓名很容易被猜到', ja: '名前だけでは推測されやすいです' },
  commonNames: { zh: '常见的姓名很容易被猜到', ja: 'よくある名前は推測されやすいです' },
  userInputs: { zh: '不要使用与您的账户相关的信息', ja: 'アカウントに関する情報は使わないでください' },
};

/**
 * The strength of a password. zxcvbn is imported on first use: the customer site loads it when
 * the password field is first used (the meter) or the form is first checked.
 */
export async function passwordStrength(password: string, userInputs: readonly string[] = []): Promise<PasswordStrength> {
  const { estimate } = await import('./zxcvbnEstimator');
  const result = estimate(password, userInputs);
  const score = containsUserInput(password, userInputs) ? Math.min(result.score, PASSWORD_MIN_SCORE - 1) : result.score;
  const warningKey = containsUserInput(password, userInputs) ? 'userInputs' : result.feedback.warning;
  return {
    score: score as PasswordStrength['score'],
    level: levelOf(score),
    acceptable: score >= PASSWORD_MIN_SCORE,
    warning: (warningKey && STRENGTH_WARNINGS[warningKey]) || null,
  };
}
