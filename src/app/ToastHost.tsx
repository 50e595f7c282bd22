import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Notifier } from './notifier';

// PrimeReact's Toast and its utilities are about a sixth of the start-up JavaScript,
// and no message is shown before the first screen is up. So the toast arrives in its
// own chunk right after the first render; messages sent before wait in the notifier.
const PrimeToast = lazy(() => import('./PrimeToast'));

export function ToastHost({ notifier }: { notifier: Notifier }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(true), []);
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
