import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent, Observer } from 'xstate';
import { stateIdsOf } from '../machines/stateIds';
import { describeTransition } from '../machines/transitionName';

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

interface MicrostepView {
  _transitions: AnyTransitionDefinition[];
}

function record(machineId: string, states: string[], transitions: string[]) {
  const all = JSON.parse(window.localStorage.getItem(MACHINE_RECORDS_KEY) ?? '{}') as Record<string, MachineRecording>;
  const mine = (all[machineId] ??= { states: [], transitions: [] });
  mine.states = [...new Set([...mine.states, ...states])];
  mine.transitions = [...new Set([...mine.transitions, ...transitions])];
  window.localStorage.setItem(MACHINE_RECORDS_KEY, JSON.stringify(all));
}

/**
 * The recorder for a statechart's root actor, or undefined unless the page asked for one: the
 * generated UI paths read what the running actors did (microsteps, active state nodes). It is
 * loaded only in the end-to-end build (machineInspector.ts).
 */
export function createMachineRecorder(): Observer<InspectionEvent> | undefined {
  if (typeof window === 'undefined' || window.__recordMachines !== true) return undefined;
  const idsByMachine = new Map<AnyStateMachine, ReturnType<typeof stateIdsOf>>();
  return {
    next(event) {
      // Only the chart itself: invoked promise actors report here too.
      if (event.actorRef.sessionId !== event.rootId) return;
      const machine = (event.actorRef as { logic?: AnyStateMachine }).logic;
      if (!machine?.id || !machine.root) return;
      if (!idsByMachine.has(machine)) idsByMachine.set(machine, stateIdsOf(machine));
      const active = idsByMachine.get(machine)!.active;
      if (event.type === '@xstate.microstep') {
        const { _transitions: taken } = event as unknown as MicrostepView;
        record(machine.id, [...taken.map((t) => t.source.id), ...active(event.snapshot)], taken.map(describeTransition));
      } else if (event.type === '@xstate.snapshot') {
        record(machine.id, active(event.snapshot), []);
      }
    },
  };
}
