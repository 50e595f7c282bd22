import { InputText } from 'primereact/inputtext';
import { useState, type ComponentProps, type Ref } from 'react';
import { useIntl } from 'react-intl';

type PasswordInputProps = Omit<ComponentProps<typeof InputText>, 'type'> & { ref?: Ref<HTMLInputElement> };

/** A password input with a show/hide button (a real button: reachable and named for the keyboard). */
export function PasswordInput({ ref, className, ...props }: PasswordInputProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <span className="password-input">
      <InputText ref={ref} {...props} type={shown ? 'text' : 'password'} className={`password-input__control ${className ?? ''}`} />
      <button
        type="button"
        className="password-input__toggle"
        aria-pressed={shown}
        aria-label={intl.formatMessage({ id: shown ? 'form.hidePassword' : 'form.showPassword' })}
        onClick={() => setShown((value) => !value)}
      >
        <i className={`pi ${shown ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
      </button>
    </span>
  );
}
