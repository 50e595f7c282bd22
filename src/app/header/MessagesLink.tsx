import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MessageId } from '../../i18n/catalogues';
import { useUnreadCount, type MessageBox } from './UnreadMessagesProvider';

interface BoxLink {
  href: string;
  label: MessageId;
  labelUnread: MessageId;
}

const BOXES: Record<MessageBox, BoxLink> = {
  container: { href: '/myMessage', label: 'header.messages', labelUnread: 'header.messagesUnread' },
  passenger: { href: '/messages', label: 'header.passengerMessages', labelUnread: 'header.passengerMessagesUnread' },
};

/**
 * A bell in the header to a message box with its unread count as a badge (none at 0), named
 * with the count for screen readers: the enterprise's container messages (/myMessage) or the
 * passenger's (/messages).
 */
export function MessagesLink({ path, box = 'container' }: { path: string; box?: MessageBox }) {
  const intl = useIntl();
  const { href, label: labelId, labelUnread } = BOXES[box];
  const count = useUnreadCount(true, path, box);
  const unread = count ?? 0;
  const label = unread > 0 ? intl.formatMessage({ id: labelUnread }, { count: unread }) : intl.formatMessage({ id: labelId });
  return (
    <Link href={href} className="messages-link" aria-label={label} title={label} aria-current={path === href ? 'page' : undefined}>
      <i className="pi pi-bell" aria-hidden="true" />
      {unread > 0 && (
        <span className="messages-link__badge" aria-hidden="true" data-testid={box === 'container' ? 'unread-badge' : 'passenger-unread-badge'}>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
