import type { Page } from '../../domain/envelope';
import { MESSAGE_PATHS } from '../../domain/shipping/paths';
import type { UserMessage } from '../../domain/shipping/types';
import { http, type CallOptions } from '../http';

/** The user's messages: booking decisions, bills issued and released (MESSAGE_PATHS, `{ code: 0 }` family). */

export interface MessagePageQuery {
  current: number;
  size: number;
  unreadOnly?: boolean;
}

/** A page of the user's messages, newest first. */
export function getMessagePage(query: MessagePageQuery, options?: CallOptions): Promise<Page<UserMessage>> {
  return http.post<Page<UserMessage>>(MESSAGE_PATHS.page, query, undefined, options);
}

/** How many of the user's messages are unread: one small call, for the header's badge. */
export async function getUnreadCount(options?: CallOptions): Promise<number> {
  const answer = await http.get<{ unread: number }>(MESSAGE_PATHS.unreadCount, undefined, options);
  return answer.unread;
}

/** Marks these messages read; answers how many became read. */
export async function markMessagesRead(uuids: string[]): Promise<number> {
  return (await http.post<{ marked: number }>(MESSAGE_PATHS.markRead, { uuids })).marked;
}

/** Marks every unread message of the user read; answers how many became read. */
export async function markAllMessagesRead(): Promise<number> {
  return (await http.post<{ marked: number }>(MESSAGE_PATHS.markRead, { all: true })).marked;
}
