import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { selectSessionUser } from '../../machines/session.selectors';
import { useAppActors, useGrantedMenus } from '../AppActorsContext';
import { Dropdown } from './Dropdown';

/**
 * Read from the session, so the logged-in state shows as soon as login has loaded the user,
 * and on the first paint after a reload (the stored user is restored at start).
 * Logged out: links to log in and register. Logged in (a user id is known): the
 * logon id, cut at 70 px with its full text in the title, and the personal centre.
 */
export function UserArea() {
  const intl = useIntl();
  const { session } = useAppActors();
  const user = useSelector(session, selectSessionUser);
  // An approved enterprise's user centre also leads to the container side's own account pages.
  const enterprise = useGrantedMenus().has('menu.accountMgt');

  if (!user) {
    return (
      <div className="user-area">
        <Link href="/login" className="user-area__link">
          <FormattedMessage id="header.login" />
        </Link>
        <span className="user-area__divider" aria-hidden="true">
          |
        </span>
        <Link href="/register" className="user-area__link">
          <FormattedMessage id="header.register" />
        </Link>
      </div>
    );
  }

  return (
    <div className="user-area">
      <i className="pi pi-user user-area__icon" aria-hidden="true" />
      <Link href="/account" className="user-area__logon-id" title={user.logonId}>
        {user.logonId}
      </Link>
      <Dropdown
        className="personal-menu"
        trigger={<FormattedMessage id="header.personalCenter" />}
        triggerLabel={intl.formatMessage({ id: 'header.personalCenter' })}
      >
        <li>
          <Link href="/account" className="dropdown__item">
            <FormattedMessage id="header.account" />
          </Link>
        </li>
        <li>
          <Link href="/passengers" className="dropdown__item">
            <FormattedMessage id="header.passengers" />
          </Link>
        </li>
        <li>
          <Link href="/orders" className="dropdown__item">
            <FormattedMessage id="header.orders" />
          </Link>
        </li>
        {enterprise && (
          <>
            <li>
              <Link href="/accountMgt" className="dropdown__item">
                <FormattedMessage id="header.accountMgt" />
              </Link>
            </li>
            <li>
              <Link href="/partyMgt" className="dropdown__item">
                <FormattedMessage id="header.partyMgt" />
              </Link>
            </li>
            <li>
              <Link href="/myMessage" className="dropdown__item">
                <FormattedMessage id="header.messages" />
              </Link>
            </li>
          </>
        )}
        <li>
          <button type="button" className="dropdown__item dropdown__item--danger" onClick={() => session.send({ type: 'session.logout' })}>
            <FormattedMessage id="header.logout" />
          </button>
        </li>
      </Dropdown>
    </div>
  );
}
