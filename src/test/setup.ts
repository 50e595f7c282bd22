import { configure } from '@testing-library/dom';

// jsdom has no ResizeObserver; PrimeReact components expect one.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) {
  (globalThis as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}

// CI runs these beside the browser journeys and the PostgreSQL pass on two cores: a screen that
// answers in 200 ms alone can take over a second there, past Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });
