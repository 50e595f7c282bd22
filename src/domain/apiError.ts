/**
 * The shape of every refusal the portal's HTTP client gives its callers (spec 8): what kind of
 * failure, the spec's codes, and the fields a form shows at their inputs. Screens read it to
 * decide what happens next; only the HTTP module (src/services/http.ts) makes one.
 */
/** `aborted`: the caller gave the call up (its chart left the state); nobody is told. */
export type ApiErrorKind = 'transport' | 'business' | 'timeout' | 'network' | 'session' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  code?: number;
  fields?: Record<string, string>;
  data?: unknown;
}

/**
 * Every rejection of the client. The user has already been told (through `notify`) or
 * moved (through `navigate`) when it arrives; callers only decide what happens next.
 * `kind: 'session'` means the session ended or could not be waited for.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number;
  /** field name -> message in the current language, for forms to show at the field */
  readonly fields?: Record<string, string>;
  readonly data?: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.data = init.data;
  }
}
