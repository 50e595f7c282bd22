import { createContext, useContext, type ReactNode } from 'react';
import { useAsyncResource, type AsyncResource } from './useAsyncResource';

/**
 * How a screen reaches the server: its entry (main.tsx, the console's) sets the calls once,
 * and screens take them from here, never by importing a service. Reads go through
 * `useLoaded` (given up when the screen moves on); writes are events to a chart whose actors
 * get the calls the same way. Screen tests hand in fakes through the provider.
 */
export function createServicesContext<S>(defaults: S) {
  const Context = createContext<S>(defaults);

  function ServicesProvider({ services, children }: { services: S; children: ReactNode }) {
    return <Context value={services}>{children}</Context>;
  }

  function useServices(): S {
    return useContext(Context);
  }

  /** Data the screen shows, loaded when it mounts and when `key` changes; `signal` aborts when it leaves. */
  function useLoaded<T>(load: (services: S, signal: AbortSignal) => Promise<T>, key: string): [AsyncResource<T>, () => void] {
    const services = useServices();
    return useAsyncResource((signal) => load(services, signal), key);
  }

  return { ServicesProvider, useServices, useLoaded };
}
