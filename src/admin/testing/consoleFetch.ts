import { vi } from 'vitest';

/** A request as the server received it: path without query, the query, the parsed body. */
export interface ConsoleRequest {
  path: string;
  method: string;
  query: URLSearchParams;
  body: unknown;
  authorization?: string;
}

/** path (as sent, /api included) -> answer; a function sees the request. */
export type Answers = Record<string, unknown | ((request: ConsoleRequest) => unknown)>;

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return Object.fromEntries(new URLSearchParams(body));
  }
}

/**
 * The server for console screen tests: each path answers its envelope (HTTP 200, JSON) and
 * every request is recorded. A path without an answer fails the test loudly.
 */
export function consoleFetch(answers: Answers): ConsoleRequest[] {
  const sent: ConsoleRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const request: ConsoleRequest = {
        path: url.pathname,
        method: init?.method ?? 'GET',
        query: url.searchParams,
        body: parseBody(init?.body),
        authorization: headers.authorization,
      };
      sent.push(request);
      if (!(url.pathname in answers)) throw new Error(`no answer for ${url.pathname}`);
      const answer = answers[url.pathname];
      const body = typeof answer === 'function' ? (answer as (r: ConsoleRequest) => unknown)(request) : answer;
      if (body instanceof FileAnswer) return new Response(new TextEncoder().encode(body.content), { status: 200, headers: { 'content-type': body.type } });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

/** A file answer (a licence, a PDF): jsdom's Blob cannot be a fetch body, so bytes are made here. */
export class FileAnswer {
  constructor(
    readonly content: string,
    readonly type: string,
  ) {}
}

export const okTs = (data: unknown) => ({ code: 200, data, message: 'success' });
export const okWeb = (data: unknown) => ({ code: 0, msg: 'success', data });
