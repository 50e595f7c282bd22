import { Message } from 'primereact/message';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoginRefusedError } from '../../domain/login';
import { LoginForm } from '../../ui/forms/LoginForm';
import { useLogin } from '../../views/auth/useLogin';
import { useFieldText } from '../common/useFieldText';
import { useConsoleServices } from '../consoleServices';
import { useConsole } from '../ConsoleContext';
import { LanguageSwitch } from '../LanguageSwitch';
import { startStaffSession } from '../session/consoleSession';
import { NotStaffError } from '../session/staffUser';
import { usePageTitle } from '../usePageTitle';
import { redirectOf } from './redirectOf';
import '../../ui/forms/forms.css';
import './adminLogin.css';

/** Staff log in with the customer site's login (token call, captcha, chart, form); the session is the console's own. */
export default function AdminLoginPage({ search }: { search: string }) {
  const intl = useIntl();
  const text = useFieldText();
  usePageTitle('admin.login.title');
  const { session, notifier } = useConsole();
  const { auth } = useConsoleServices();
  const login = useLogin({
    site: 'console',
    calls: auth,
    notifier,
    destination: redirectOf(search),
    startSession: async (answer) => {
      try {
        const user = await startStaffSession(session, answer, Date.now());
        return { name: user.name, role: user.role };
      } catch (error) {
        // The console's session has revoked a customer's token already: the login says why.
        if (error instanceof NotStaffError) throw new LoginRefusedError('notStaff');
        throw error;
      }
    },
  });

  return (
    <div className="admin-login">
      <div className="admin-login__language">
        <LanguageSwitch />
      </div>
      <section className="admin-login__card" aria-labelledby="admin-login-title">
        <p className="admin-login__product">
          <FormattedMessage id="app.productName" />
        </p>
        <h1 id="admin-login-title" className="admin-login__title">
          <FormattedMessage id="admin.login.title" />
        </h1>
        <p className="admin-login__subtitle">
          <FormattedMessage id="admin.login.subtitle" />
        </p>
        {new URLSearchParams(search).get('from') === 'customer' && (
          <Message className="admin-login__notice" severity="info" text={intl.formatMessage({ id: 'admin.login.fromCustomer' })} />
        )}
        <LoginForm
          idPrefix="admin-login"
          submitLabel={intl.formatMessage({ id: 'admin.login.submit' })}
          submitClassName="admin-login__submit"
          text={text}
          {...login}
        />
      </section>
    </div>
  );
}
