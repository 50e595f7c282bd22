import type { AnyTransitionDefinition, InspectionEvent, Observer } from 'xstate';

/** What the UI runs executed of one machine: state node ids and transitions, named as the path models name them. */
export interface MachineRecording {
  states: string[];
  transitions: string[];
}

/** localStorage key of the recordings by machine id: a reload inside one test (a logout clears sessionStorage) keeps what came before. */
export const MACHINE_RECORDS_KEY = '__machineRecords';

declare global {
  interface Window {
    /** set by a test (addInitScript) to record the app's statecharts; nothing is recorded otherwise */
    __recordMachines?: boolean;
  }
}

/** `<source id> --<event type>--> <target ids>[ [guard]]`, as src/machines/testing/graphCoverage.ts describes a transition. */
export function describeTransition(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((n) => n.id).join(',') ?? '(stay)';
  const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : JSON.stringify(t.guard)}]` : '';
  return `${t.source.id} --${t.eventType || 'always'}--> ${targets}${guard}`;
}

interface MicrostepView {
  _transitions: AnyTransitionDefinition[];
  snapshot: { _nodes?: { id: string }[] };
}

function record(machineId: string, states: string[], transitions: string[]) {
  const all = JSON.parse(window.localStorage.getItem(MACHINE_RECORDS_KEY) ?? '{}') as Record<string, MachineRecording>;
  const mine = (all[machineId] ??= { states: [], transitions: [] });
  mine.states = [...new Set([...mine.states, ...states])];
  mine.transitions = [...new Set([...mine.transitions, ...transitions])];
  window.localStorage.setItem(MACHINE_RECORDS_KEY, JSON.stringify(all));
}

/**
 * An inspector for a statechart's root actor, or undefined unless the page asked for one: the
 * generated UI paths read what the running actors did (microsteps, active state nodes).
 */
export function machineInspector(): Observer<InspectionEvent> | undefined {
  if (typeof window === 'undefined' || window.__recordMachines !== true) return undefined;
  return {
    next(event) {
      // Only the chart itself: invoked promise actors report here too.
      if (event.actorRef.sessionId !== event.rootId) return;
      const machineId = (event.actorRef as { logic?: { id?: string } }).logic?.id;
      if (!machineId) return;
      if (event.type === '@xstate.microstep') {
        const step = event as unknown as MicrostepView;
        record(
          machineId,
          [...step._transitions.map((t) => t.source.id), ...(step.snapshot._nodes ?? []).map((n) => n.id)],
          step._transitions.map(describeTransition),
        );
      } else if (event.type === '@xstate.snapshot') {
        const nodes = (event.snapshot as { _nodes?: { id: string }[] })._nodes ?? [];
        record(machineId, nodes.map((n) => n.id), []);
      }
    },
  };
}
