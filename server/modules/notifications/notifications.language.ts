import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../src/domain/lang';
import { headerLang } from '../../lib/requestLang';
import type { NotificationsRepository } from './notifications.repository';

/** Accounts whose language this process last saw; bounded, as one process may serve many accounts. */
const REMEMBERED_MAX = 10_000;

/**
 * Remembers the language each account last used (the client sends it with every call), so its mail
 * is written in it: one write when it changes, none per request. After the response, so no call waits.
 */
export function rememberLanguage(app: FastifyInstance, repository: Pick<NotificationsRepository, 'setUserLang'>): void {
  const seen = new Map<string, Lang>();
  app.addHook('onResponse', async (request) => {
    const user = request.auth;
    const lang = headerLang(request.headers.lang);
    if (!user || !lang || seen.get(user.userId) === lang) return;
    if (seen.size >= REMEMBERED_MAX) seen.clear();
    seen.set(user.userId, lang);
    try {
      await repository.setUserLang(user.userId, lang);
    } catch (error) {
      // asked again on this account's next call
      seen.delete(user.userId);
      request.log.warn({ err: error }, 'could not remember the account language');
    }
  });
}
