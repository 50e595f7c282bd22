import type { AnyStateMachine, InspectionEvent, Observer } from 'xstate';
import { stateIdsOf } from '../machines/stateIds';
import { describeTransition } from '../machines/transitionName';

/** What the UI runs executed of one machine: state node ids and transitions, named as the path models name them. */
export interface MachineRecording {
  states: string[];
  transitions: string[];
}

/** localStorage key of the recordings by machine id: a reload inside one test (a logout clears sessionStorage) keeps what came before. */
export const MACHINE_RECORDS_KEY = '__machineRecords';

/**
 * localStorage key of each machine's states in the order the app was in them, by machine id: one
 * entry per change, the leaf state ids joined by commas. A generated browser path finds its
 * expected state of every step in it, in order, though the app may already have moved on.
 */
export const MACHINE_HISTORY_KEY = '__machineHistory';

declare global {
  interface Window {
    /** set by a test (addInitScript) to record the app's statecharts; nothing is recorded otherwise */
    __recordMachines?: boolean;
  }
}

function record(machineId: string, states: string[], transitions: string[]) {
  const all = JSON.parse(window.localStorage.getItem(MACHINE_RECORDS_KEY) ?? '{}') as Record<string, MachineRecording>;
  const mine = (all[machineId] ??= { states: [], transitions: [] });
  mine.states = [...new Set([...mine.states, ...states])];
  mine.transitions = [...new Set([...mine.transitions, ...transitions])];
  window.localStorage.setItem(MACHINE_RECORDS_KEY, JSON.stringify(all));
}

function recordHistory(machineId: string, leaves: string[]) {
  const all = JSON.parse(window.localStorage.getItem(MACHINE_HISTORY_KEY) ?? '{}') as Record<string, string[]>;
  const mine = (all[machineId] ??= []);
  const entry = [...leaves].sort().join(',');
  if (mine.at(-1) === entry) return;
  mine.push(entry);
  window.localStorage.setItem(MACHINE_HISTORY_KEY, JSON.stringify(all));
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
      const { active, leaves } = idsByMachine.get(machine)!;
      if (event.type === '@xstate.microstep') {
        // The transitions a microstep took, as the typed inspection event gives them.
        const taken = event._transitions;
        record(machine.id, [...taken.map((t) => t.source.id), ...active(event.snapshot)], taken.map(describeTransition));
        recordHistory(machine.id, leaves(event.snapshot));
      } else if (event.type === '@xstate.snapshot') {
        record(machine.id, active(event.snapshot), []);
        recordHistory(machine.id, leaves(event.snapshot));
      }
    },
  };
}
