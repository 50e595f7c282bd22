import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Notifier } from './notifier';

// PrimeReact's Toast and its utilities are about a sixth of the start-up JavaScript,
// and no message is shown before the first screen is up. So the toast arrives in its
// own chunk once the page has loaded and the browser is idle, not beside the catalogue
// and the first screen's chunk it would slow down; messages sent before wait in the notifier.
const PrimeToast = lazy(() => import('./PrimeToast'));

/** Calls back once the page's load event has passed and the browser is idle (at most a second later). */
function afterLoadWhenIdle(callback: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) callback();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1000 });
    else window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
  };
}

export function ToastHost({ notifier }: { notifier: Notifier }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <PrimeToast notifier={notifier} />
      </Suspense>
    </QuietBoundary>
  );
}

/** A toast that cannot load must not take the page with it; messages then stay queued. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
