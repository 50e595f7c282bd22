import { Message } from 'primereact/message';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppActors } from '../../app/AppActorsContext';
import { useServices } from '../../app/customerServices';
import { redirectTarget } from '../../app/redirectTarget';
import type { PageProps } from '../../app/routes';
import { startSession } from '../../app/startSession';
import { selectRole } from '../../machines/session.selectors';
import { LoginForm } from '../../ui/forms/LoginForm';
import { useFieldText } from '../forms/useFieldText';
import { AuthAside } from './AuthAside';
import { useLogin } from './useLogin';
import '../../ui/forms/forms.css';
import './auth.css';

/** The console's login (a page of its own under /tickets/admin/), told the staff member came from here. */
const STAFF_LOGIN_REDIRECT = '/admin/login?from=customer';

/** Notices another screen leaves for the login page (`?notice=`). */
const NOTICES = {
  passwordChanged: 'login.notice.passwordChanged',
  registered: 'login.notice.registered',
  passwordReset: 'login.notice.passwordReset',
} as const;
type NoticeKey = keyof typeof NOTICES;
const isNotice = (value: string | null): value is NoticeKey => value !== null && Object.hasOwn(NOTICES, value);

/** Login (spec 5 "Login"): login name, password, captcha; the welcome and the way on are the chart's. */
export default function LoginPage({ search }: PageProps) {
  const intl = useIntl();
  const text = useFieldText();
  const query = new URLSearchParams(search);
  const notice = query.get('notice');
  const { session, notifier } = useAppActors();
  const { auth } = useServices();
  const login = useLogin({
    site: 'customer',
    calls: auth,
    notifier,
    destination: redirectTarget(search),
    startSession: async (answer) => ({ name: await startSession(session, answer, Date.now()), role: selectRole(session.getSnapshot()) }),
    countFailedLogin: () => session.send({ type: 'session.loginFailed' }),
    // Staff work in the operator console, which keeps its own session: this one ends (token
    // revoked) and the page reloads at the console's login, which says why.
    refused: () => session.send({ type: 'session.logout', redirect: STAFF_LOGIN_REDIRECT }),
  });

  return (
    <div className="auth-page">
      <div className="auth-layout">
        <AuthAside />
        <section className="auth-card auth-card--login" aria-labelledby="login-title">
          <h1 id="login-title" className="auth-card__title">
            <FormattedMessage id="login.title" />
          </h1>
          <p className="auth-card__subtitle">
            <FormattedMessage id="login.subtitle" />
          </p>
          {isNotice(notice) && <Message className="auth-card__notice" severity="success" text={intl.formatMessage({ id: NOTICES[notice] })} />}
          <LoginForm
            idPrefix="login"
            defaultUsername={query.get('username') ?? ''}
            submitLabel={intl.formatMessage({ id: 'login.submit' })}
            submitClassName="auth-form__submit"
            text={text}
            {...login}
          />
          <div className="auth-card__links">
            <Link href="/forgetPassword">
              <FormattedMessage id="login.forgot" />
            </Link>
            <span>
              <FormattedMessage id="login.noAccount" />{' '}
              <Link href="/register">
                <FormattedMessage id="login.toRegister" />
              </Link>
            </span>
          </div>
        </section>
      </div>
    </div>
  );
}
