import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import { pick } from '../../domain/lang';
import { passwordStrength, type PasswordStrength } from '../../domain/validation/passwordStrength';
import './passwordStrength.css';

interface PasswordStrengthMeterProps {
  /** the id of the password control, which the meter describes */
  id: string;
  password: string;
  /** login name and e-mail as typed: a password containing them is weak */
  userInputs: readonly string[];
}

/**
 * The strength of the new password as it is typed (the rule of passwordStrength.ts, which the
 * server applies too). Nothing is shown, and zxcvbn is not loaded, until something is typed.
 */
export function PasswordStrengthMeter({ id, password, userInputs }: PasswordStrengthMeterProps) {
  const lang = useLang();
  const [strength, setStrength] = useState<{ password: string; value: PasswordStrength } | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let current = true;
    void passwordStrength(password, inputsKey ? inputsKey.split('\n') : []).then((value) => {
      if (current) setStrength({ password, value });
    });
    return () => {
      current = false;
    };
  }, [password, inputsKey]);

  // A result for an earlier value is not shown beside what is typed now.
  const shown = password && strength?.password === password ? strength.value : null;
  return (
    <div id={`${id}-strength`} className="password-strength" aria-live="polite">
      {shown && (
        <>
          <span className={`password-strength__bar password-strength__bar--${shown.level}`} aria-hidden="true" />
          <span className="password-strength__level">
            <FormattedMessage id="password.strength" values={{ level: <FormattedMessage id={`password.strength.${shown.level}`} /> }} />
          </span>
          {shown.warning && !shown.acceptable && <span className="password-strength__warning">{pick(shown.warning, lang)}</span>}
        </>
      )}
    </div>
  );
}
