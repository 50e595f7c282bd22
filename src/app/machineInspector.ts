import type { InspectionEvent, Observer } from 'xstate';

/**
 * The inspector the app's charts are created with: none in the users' bundle. Only the build for
 * the browser paths (`vite build --mode e2e`, as scripts/soak.mjs runs it) loads the recorder
 * (machineInspection.ts); in any other build the condition is false when bundling, so the import
 * goes with it.
 */
export function machineInspector(): Observer<InspectionEvent> | undefined {
  if (import.meta.env.MODE !== 'e2e') return undefined;
  // The recorder arrives a moment after the chart starts: what the chart does meanwhile waits for it.
  const waiting: InspectionEvent[] = [];
  let loaded = false;
  let recorder: Observer<InspectionEvent> | undefined;
  void import('./machineInspection').then(({ createMachineRecorder }) => {
    recorder = createMachineRecorder();
    loaded = true;
    for (const event of waiting.splice(0)) recorder?.next?.(event);
  });
  return {
    next(event) {
      if (!loaded) waiting.push(event);
      else recorder?.next?.(event);
    },
  };
}
