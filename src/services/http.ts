import redaxios from 'redaxios';
import { DEFAULT_LANG, type Lang } from '../domain/lang';
import { ErrorCode, SUCCESS_WEB, SUCCESS_WEB_TS } from '../domain/errorCodes';
import { messagesFor, type HttpMessages } from './httpMessages';
import { ApiError, type ApiErrorInit } from '../domain/apiError';

/**
 * The one HTTP client of the portal (spec sections 7 and 8, DOMAIN "The envelope and
 * error codes"). It knows URLs, headers, the time limit and the envelope; what it must
 * do to the session (wait for a refresh, log out, change page, tell the user) goes
 * through hooks handed over once at start-up, so it imports no machine, React or router.
 */

type LogoutReason = 'expired' | 'forbidden' | 'tokenEmpty' | 'unauthorized';
type Severity = 'error' | 'warn' | 'info' | 'success';

export interface HttpHooks {
  /** current access token */
  getToken(): string | undefined;
  /** resolves at once when no refresh is in flight; rejects when the wait gave up */
  awaitRefresh(): Promise<void>;
  /**
   * The server said the login expired for a request made with `usedToken`: try to renew
   * the session. Resolves true when a fresh token is in place (the request is sent once
   * more), false when it is not (the session then ends as spec 8 says).
   */
  renewExpiredToken(usedToken: string): Promise<boolean>;
  /** the session clears itself */
  onLoggedOut(reason: LogoutReason): void;
  /** '/login' or '/errorPageJump' (paths inside the /tickets base) */
  navigate(path: string): void;
  getLang(): Lang;
  notify(message: string, severity: Severity): void;
}

const defaultHooks: HttpHooks = {
  getToken: () => undefined,
  awaitRefresh: () => Promise.resolve(),
  renewExpiredToken: () => Promise.resolve(false),
  onLoggedOut: () => {},
  navigate: () => {},
  getLang: () => DEFAULT_LANG,
  notify: () => {},
};

let hooks: HttpHooks = { ...defaultHooks };

/** Called at start-up; hooks not given keep their current value (at first harmless no-ops). */
export function configureHttp(next: Partial<HttpHooks>): void {
  const given = Object.entries(next).filter(([, value]) => value !== undefined);
  hooks = { ...hooks, ...(Object.fromEntries(given) as Partial<HttpHooks>) };
}

type Params = Record<string, unknown>;

/** Per call: `signal` gives the call up when it aborts (a chart's actor passes its own). */
export interface CallOptions {
  signal?: AbortSignal;
}
/** `headers`: the call's own (Idempotency-Key), beside the ones every call carries. */
interface PostOptions extends CallOptions {
  headers?: Record<string, string>;
}
type FormFields = Record<string, string | number | boolean | undefined>;

export interface HttpClient {
  get<T>(url: string, params?: Params, options?: CallOptions): Promise<T>;
  /** Reads that the spec makes POSTs (list pages, dictionaries) give themselves up by `signal` like a get. */
  post<T>(url: string, body?: unknown, params?: Params, options?: PostOptions): Promise<T>;
  /** application/x-www-form-urlencoded; undefined fields are left out */
  postForm<T>(url: string, data: FormFields, params?: Params, options?: CallOptions): Promise<T>;
  del<T>(url: string, params?: Params): Promise<T>;
  /** multipart, progress in whole percent (XMLHttpRequest: fetch reports no upload progress) */
  upload<T>(url: string, form: FormData, onProgress?: (percent: number) => void, params?: Params): Promise<T>;
  /** binary answers (QR images, PDFs) */
  getBlob(url: string, params?: Params, options?: CallOptions): Promise<Blob>;
}

export interface HttpDeps {
  fetch?: typeof fetch;
  xhr?: () => XMLHttpRequest;
  timeoutMs?: number;
}

export const API_BASE = '/api';
const AUTH_BASE = '/auth-ts';
const REQUEST_TIMEOUT_MS = 10_000;
/** Calls that obtain a token: waiting for a refresh before them would wait for themselves. */
const TOKEN_CALLS = ['/auth-ts/oauth/token', '/auth-ts/token/updateTokenByLogonId'];
const isTokenCall = (url: string) => TOKEN_CALLS.some((path) => url.startsWith(path));

/** Auth calls sit at the host root ("prefix {host}"); everything else under /api. */
function resolveUrl(url: string): string {
  return url === AUTH_BASE || url.startsWith(`${AUTH_BASE}/`) ? url : API_BASE + url;
}

/** Flat query string; null and undefined are left out rather than sent as "undefined". */
function withQuery(url: string, params?: Params): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Date) query.append(key, item.toISOString());
      else if (typeof item === 'object') query.append(key, JSON.stringify(item));
      else query.append(key, String(item));
    }
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

function formBody(data: FormFields): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) if (value !== undefined) form.append(key, String(value));
  return form.toString();
}

/** Spec 7: `bearer <token>` for web-ts calls, the raw token elsewhere, nothing without a token. */
function requestHeaders(url: string): Record<string, string> {
  const headers: Record<string, string> = { lang: hooks.getLang() };
  const token = hooks.getToken();
  if (token) headers.authorization = url.includes('web-ts/') ? `bearer ${token}` : token;
  return headers;
}

function messages(): HttpMessages {
  return messagesFor(hooks.getLang());
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's own text in the current language: jpMessage in Japanese, else message. */
function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { message, jpMessage, msg } = body;
  const preferred = hooks.getLang() === 'jp' ? jpMessage || message : message || jpMessage;
  const found = preferred || msg;
  return typeof found === 'string' && found ? found : undefined;
}

/** data.fields as field -> text in the current language (DOMAIN: forms show them at the field). */
function fieldMessages(data: unknown): Record<string, string> | undefined {
  if (!isRecord(data) || !isRecord(data.fields)) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(data.fields)) {
    const message = typeof value === 'string' ? value : serverMessage(value);
    if (message) fields[name] = message;
  }
  return fields;
}

function tell(message: string, severity: Severity, init: ApiErrorInit): ApiError {
  hooks.notify(message, severity);
  return new ApiError(message, init);
}

/** Spec 8, transport status: everything that is not 2xx. */
function statusError(status: number, body: unknown, hadToken: boolean): ApiError {
  const t = messages();
  switch (status) {
    case 401: {
      // A refused token means the session is over; no token means the user never logged in.
      const error = tell(hadToken ? t.unauthorized : t.userNotLoggedIn, 'warn', { kind: 'session', status, data: body });
      hooks.onLoggedOut('unauthorized');
      hooks.navigate('/login');
      return error;
    }
    case 403: {
      const error = tell(t.loginExpired, 'warn', { kind: 'session', status, data: body });
      hooks.onLoggedOut('forbidden');
      return error;
    }
    case 404:
      return tell(t.notFound, 'error', { kind: 'transport', status, data: body });
    case 426:
      return tell(serverMessage(body) ?? t.upgradeRequired, 'error', { kind: 'transport', status, data: body });
    case 428:
    case 429: // the API rate limit: the server says how long to wait
    case 503: // the database is unreachable for a moment: the server says so in both languages
      return tell(serverMessage(body) ?? t.requestFailed, 'error', { kind: 'transport', status, data: body });
    default:
      return tell(t.requestFailed, 'error', { kind: 'transport', status, data: body });
  }
}

/** Spec 8, body code, for 2xx answers. Returns the value the caller receives or throws. */
function interpretBody(body: unknown): unknown {
  // No code at all (the OAuth token answer, plain values): the body is the answer.
  if (!isRecord(body) || !('code' in body)) return body;
  const code = Number(body.code);
  const { data } = body;
  const t = messages();

  if (code === ErrorCode.LOGIN_EXPIRED || code === ErrorCode.LOGIN_EXPIRED_ALT) {
    const error = tell(t.loginInfoExpired, 'warn', { kind: 'session', code, data });
    hooks.onLoggedOut('expired');
    throw error;
  }
  if (code === SUCCESS_WEB || code === SUCCESS_WEB_TS) return data;

  // `msg` errors leave the page (spec). No permission never does, and never logs out:
  // a logged-in user without a permission stays logged in (DOMAIN).
  if (code !== ErrorCode.NO_PERMISSION && typeof body.msg === 'string' && body.msg) {
    if (data === ErrorCode.TOKEN_EMPTY || data === String(ErrorCode.TOKEN_EMPTY)) {
      hooks.onLoggedOut('tokenEmpty');
      hooks.navigate('/login');
      throw new ApiError(body.msg, { kind: 'session', code, data });
    }
    hooks.navigate('/errorPageJump');
    throw new ApiError(body.msg, { kind: 'business', code, data });
  }

  throw tell(serverMessage(body) ?? t.systemError, 'error', {
    kind: 'business',
    code,
    fields: fieldMessages(data),
    data,
  });
}

/** Spec 8: body code 100004 or 600, the login expired. */
function isExpiredAnswer({ status, data }: { status: number; data: unknown }): boolean {
  if (status < 200 || status >= 300 || !isRecord(data)) return false;
  const code = Number(data.code);
  return code === ErrorCode.LOGIN_EXPIRED || code === ErrorCode.LOGIN_EXPIRED_ALT;
}

function settle(status: number, body: unknown, hadToken: boolean): unknown {
  if (status < 200 || status >= 300) throw statusError(status, body, hadToken);
  return interpretBody(body);
}

/** Why a request never got an answer; turned into an ApiError (with a message) by the caller. */
class NoAnswer extends Error {
  constructor(readonly reason: 'timeout' | 'network' | 'aborted') {
    super(reason);
  }
}

function noAnswerError(reason: NoAnswer['reason']): ApiError {
  if (reason === 'aborted') return new ApiError('aborted', { kind: 'aborted' });
  const t = messages();
  return tell(reason === 'timeout' ? t.timeout : t.network, 'error', { kind: reason });
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The fetch redaxios calls (redaxios ignores `signal`). The time limit covers the
 * whole answer: the body is read here, inside the limit, and handed on as a new Response.
 */
function timedFetch(base: typeof fetch, timeoutMs: number, given?: AbortSignal): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    let reason: NoAnswer['reason'] = 'timeout';
    // Also race the abort, so a fetch that ignores its signal still cannot hang us.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(new NoAnswer(reason)));
    });
    const giveUp = () => {
      reason = 'aborted';
      controller.abort();
    };
    if (given?.aborted) giveUp();
    given?.addEventListener('abort', giveUp);
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await Promise.race([base(input, { ...init, signal: controller.signal }), aborted]);
      const body = await Promise.race([response.arrayBuffer(), aborted]);
      return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      throw error instanceof NoAnswer ? error : new NoAnswer(controller.signal.aborted ? reason : 'network');
    } finally {
      clearTimeout(timer);
      given?.removeEventListener('abort', giveUp);
    }
  };
}

interface Outgoing {
  method: 'get' | 'post' | 'delete';
  url: string;
  params?: Params;
  body?: string;
  contentType?: string;
  responseType?: 'text' | 'blob';
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  data: unknown;
  hadToken: boolean;
  /** the access token the request carried */
  token: string | undefined;
}

function isAnswerLike(value: unknown): value is { status: number; data?: unknown } {
  return isRecord(value) && typeof value.status === 'number';
}

/** Duck-typed: a Blob from another realm (a polyfilled fetch, a test DOM) fails instanceof. */
function isBlob(value: unknown): value is Blob {
  return isRecord(value) && typeof value.size === 'number' && typeof value.text === 'function';
}

/** Blob answers that are really JSON (an error envelope instead of an image). */
async function jsonInside(blob: Blob): Promise<unknown> {
  try {
    return JSON.parse(await blob.text());
  } catch {
    return undefined;
  }
}

export function createHttp(deps: HttpDeps = {}): HttpClient {
  // Looked up per call, so a fetch installed after start-up (or stubbed) is the one used.
  const baseFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const makeXhr = deps.xhr ?? (() => new XMLHttpRequest());
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // Spec 8: 200 up to but excluding 500 reach the response handler; 5xx reject.
  const validateStatus = (status: number) => status >= 200 && status < 500;
  const client = redaxios.create({ fetch: timedFetch(baseFetch, timeoutMs), validateStatus });
  // redaxios hands fetch no signal of its own: a call that can be given up gets a client that knows it.
  const clientFor = (signal: AbortSignal | undefined) =>
    signal ? redaxios.create({ fetch: timedFetch(baseFetch, timeoutMs, signal), validateStatus }) : client;

  /** Requests wait while a token refresh is in flight, except the calls that get tokens. */
  async function waitForRefresh(url: string): Promise<void> {
    if (isTokenCall(url)) return;
    try {
      await hooks.awaitRefresh();
    } catch (cause) {
      const error = tell(messages().retryLimitExceeded, 'error', { kind: 'session' });
      error.cause = cause;
      throw error;
    }
  }

  async function exchange(request: Outgoing): Promise<Answer> {
    await waitForRefresh(request.url);
    const token = hooks.getToken();
    const headers = { ...request.headers, ...requestHeaders(request.url) };
    if (request.contentType) headers['content-type'] = request.contentType;
    const hadToken = 'authorization' in headers;
    try {
      const response = await clientFor(request.signal)<unknown>(resolveUrl(withQuery(request.url, request.params)), {
        method: request.method,
        data: request.body,
        headers,
        responseType: request.responseType ?? 'text',
      });
      return { status: response.status, data: response.data, hadToken, token };
    } catch (failure) {
      if (failure instanceof NoAnswer) throw noAnswerError(failure.reason);
      // redaxios rejects with the response itself when validateStatus says no (5xx).
      if (isAnswerLike(failure)) return { status: failure.status, data: failure.data, hadToken, token };
      throw noAnswerError('network');
    }
  }

  /**
   * An access token lives two hours; a request that finds it expired renews it and is
   * sent once more rather than ending a session the refresh token still holds open.
   * When the renewal itself ended the session (and said so), the request ends quietly.
   */
  async function withRenewal(url: string, answer: Answer, again: () => Promise<Answer>): Promise<Answer> {
    if (!answer.token || isTokenCall(url) || !isExpiredAnswer(answer)) return answer;
    if (await hooks.renewExpiredToken(answer.token)) return again();
    if (!hooks.getToken()) throw new ApiError(messages().loginInfoExpired, { kind: 'session', code: ErrorCode.LOGIN_EXPIRED });
    return answer;
  }

  async function call<T>(request: Outgoing): Promise<T> {
    const answer = await withRenewal(request.url, await exchange(request), () => exchange(request));
    return settle(answer.status, answer.data, answer.hadToken) as T;
  }

  function json(body: unknown): Pick<Outgoing, 'body' | 'contentType'> {
    return body === undefined ? {} : { body: JSON.stringify(body), contentType: 'application/json' };
  }

  async function getBlob(url: string, params?: Params, options?: CallOptions): Promise<Blob> {
    const { status, data, hadToken } = await exchange({ method: 'get', url, params, responseType: 'blob', signal: options?.signal });
    const blob = isBlob(data) ? data : new Blob([typeof data === 'string' ? data : '']);
    const envelope = blob.type.includes('json') ? await jsonInside(blob) : undefined;
    settle(status, envelope ?? blob, hadToken);
    return blob;
  }

  async function upload<T>(url: string, form: FormData, onProgress?: (percent: number) => void, params?: Params): Promise<T> {
    const answer = await withRenewal(url, await send(), send);
    return settle(answer.status, answer.data, answer.hadToken) as T;

    async function send(): Promise<Answer> {
      await waitForRefresh(url);
      const token = hooks.getToken();
      const headers = requestHeaders(url);
      const hadToken = 'authorization' in headers;
      const { status, data } = await sendForm(url, form, headers, onProgress, params);
      return { status, data, hadToken, token };
    }
  }

  function sendForm(
    url: string,
    form: FormData,
    headers: Record<string, string>,
    onProgress: ((percent: number) => void) | undefined,
    params: Params | undefined,
  ): Promise<{ status: number; data: unknown }> {
    return new Promise<{ status: number; data: unknown }>((resolve, reject) => {
      const xhr = makeXhr();
      let timedOut = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A large file on a slow line may take longer than the limit: the limit counts
      // time without progress, so only a stalled upload or a silent server times out.
      const restartTimer = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          xhr.abort();
        }, timeoutMs);
      };
      let lastPercent = -1;
      const report = (percent: number) => {
        if (!onProgress || percent === lastPercent) return;
        lastPercent = percent;
        onProgress(percent);
      };
      xhr.open('POST', resolveUrl(withQuery(url, params)));
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        restartTimer();
        if (event.lengthComputable && event.total > 0) report(Math.floor((event.loaded / event.total) * 100));
      };
      xhr.upload.onload = () => {
        restartTimer();
        report(100);
      };
      xhr.onload = () => {
        clearTimeout(timer);
        let body: unknown = xhr.responseText;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          // not JSON: the text itself is the answer
        }
        resolve({ status: xhr.status, data: body });
      };
      xhr.onerror = () => {
        clearTimeout(timer);
        reject(noAnswerError('network'));
      };
      xhr.onabort = () => {
        clearTimeout(timer);
        reject(noAnswerError(timedOut ? 'timeout' : 'network'));
      };
      restartTimer();
      xhr.send(form);
    });
  }

  return {
    get: (url, params, options) => call({ method: 'get', url, params, signal: options?.signal }),
    post: (url, body, params, options) =>
      call({ method: 'post', url, params, ...json(body), ...(options?.headers ? { headers: options.headers } : {}), signal: options?.signal }),
    postForm: (url, data, params, options) =>
      call({ method: 'post', url, params, body: formBody(data), contentType: 'application/x-www-form-urlencoded', signal: options?.signal }),
    del: (url, params) => call({ method: 'delete', url, params }),
    upload,
    getBlob,
  };
}

export const http: HttpClient = createHttp();
