import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import type { Notifier } from './notifier';

/** PrimeReact's Toast, attached to the notifier: the one place messages appear, top centre. */
export default function PrimeToast({ notifier }: { notifier: Notifier }) {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    notifier.attach({ show: (message) => toast.current?.show(message) });
    return () => notifier.attach(null);
  }, [notifier]);
  return <Toast ref={toast} position="top-right" />;
}
