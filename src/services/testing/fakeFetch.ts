import { vi } from 'vitest';

/** A request as the server would have received it. */
export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
  authorization?: string;
}

/**
 * Answers every request with `body` (HTTP 200, JSON) and records what was sent. The shared
 * client fetches through globalThis.fetch, so the fake goes there; undo with vi.unstubAllGlobals().
 */
export function answerFetch(body: unknown): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body, authorization: headers.authorization });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}
