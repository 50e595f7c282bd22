import type { Page } from '../domain/envelope';
import { PASSENGER_MESSAGE_PATHS, type MessagePreferences, type PassengerMessage } from '../domain/notifications';
import { http, type CallOptions } from './http';

/** The passenger's message centre: what the portal told them about their ferry orders (PASSENGER_MESSAGE_PATHS). */

export interface PassengerMessagePageQuery {
  current: number;
  size: number;
  /** only the messages not read yet */
  unreadOnly?: boolean;
}

/** A page of the passenger's messages, newest first. */
export function getPassengerMessagePage(query: PassengerMessagePageQuery, options?: CallOptions): Promise<Page<PassengerMessage>> {
  return http.post<Page<PassengerMessage>>(PASSENGER_MESSAGE_PATHS.page, query, undefined, options);
}

/** How many of the passenger's messages are unread: one small call, for the header's badge. */
export async function getUnreadCount(options?: CallOptions): Promise<number> {
  const answer = await http.get<{ unread: number }>(PASSENGER_MESSAGE_PATHS.unreadCount, undefined, options);
  return answer.unread;
}

/** Marks these messages read; answers how many became read. */
export async function markPassengerMessagesRead(uuids: string[]): Promise<number> {
  return (await http.post<{ marked: number }>(PASSENGER_MESSAGE_PATHS.markRead, { uuids })).marked;
}

/** Marks every unread message of the passenger read; answers how many became read. */
export async function markAllPassengerMessagesRead(): Promise<number> {
  return (await http.post<{ marked: number }>(PASSENGER_MESSAGE_PATHS.markRead, { all: true })).marked;
}

/** Whether the account gets the check-in reminder mailed the day before a sailing (transactional mail always goes). */
export function preferences(options?: CallOptions): Promise<MessagePreferences> {
  return http.get<MessagePreferences>(PASSENGER_MESSAGE_PATHS.preferences, undefined, options);
}

/** Saves the account's choice; answers the preferences as saved. */
export function savePreferences(body: MessagePreferences): Promise<MessagePreferences> {
  return http.post<MessagePreferences>(PASSENGER_MESSAGE_PATHS.savePreferences, body);
}
