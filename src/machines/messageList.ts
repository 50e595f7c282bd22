import type { Page } from '../domain/envelope';

/** What the message lists (the container's and the passenger's) need of a message. */
export interface ListedMessage {
  uuid: string;
  read: boolean;
}

/** The page shown, with these messages (or all of them) read: what the list shows once the server marked them. */
export function withShownRead<M extends ListedMessage>(page: Page<M> | null, uuids: readonly string[] | 'all'): Page<M> | null {
  return (
    page && {
      ...page,
      records: page.records.map((m) => (uuids === 'all' || uuids.includes(m.uuid) ? { ...m, read: true } : m)),
    }
  );
}

/** An unread message is shown, or the header's count says one is on another page. */
export function hasUnreadMessages(unread: number | null, page: Page<ListedMessage> | null): boolean {
  return (unread ?? 0) > 0 || (page?.records ?? []).some((m) => !m.read);
}
