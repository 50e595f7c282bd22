import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useUnreadCount } from './UnreadMessagesProvider';

/**
 * The enterprise user's messages in the header: a bell to /myMessage with the unread count as a
 * badge (none at 0), named with the count for screen readers.
 */
export function MessagesLink({ path }: { path: string }) {
  const intl = useIntl();
  const count = useUnreadCount(true, path);
  const unread = count ?? 0;
  const label = unread > 0 ? intl.formatMessage({ id: 'header.messagesUnread' }, { count: unread }) : intl.formatMessage({ id: 'header.messages' });
  return (
    <Link href="/myMessage" className="messages-link" aria-label={label} title={label} aria-current={path === '/myMessage' ? 'page' : undefined}>
      <i className="pi pi-bell" aria-hidden="true" />
      {unread > 0 && (
        <span className="messages-link__badge" aria-hidden="true" data-testid="unread-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
