/** Message severities of the HTTP hooks and of PrimeReact's Toast. */
type Severity = 'error' | 'warn' | 'info' | 'success';

interface ToastMessage {
  severity: Severity;
  detail: string;
  life: number;
}

/** What shows messages: PrimeReact's Toast in the app. */
interface ToastSink {
  show(message: ToastMessage): void;
}

/**
 * Messages for the user from anywhere (HTTP errors, the language switch). Messages
 * sent before the toast is on screen wait for it, so none is lost at start-up.
 */
export interface Notifier {
  notify(message: string, severity?: Severity): void;
  attach(sink: ToastSink | null): void;
}

const LIFE_MS: Record<Severity, number> = { success: 3000, info: 3000, warn: 5000, error: 6000 };

export function createNotifier(): Notifier {
  let sink: ToastSink | null = null;
  const waiting: ToastMessage[] = [];
  return {
    notify(detail, severity = 'info') {
      if (!detail) return;
      const message = { severity, detail, life: LIFE_MS[severity] };
      if (sink) sink.show(message);
      else waiting.push(message);
    },
    attach(next) {
      sink = next;
      if (sink) for (const message of waiting.splice(0)) sink.show(message);
    },
  };
}
