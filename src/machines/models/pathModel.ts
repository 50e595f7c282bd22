import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';

/**
 * One way of walking a machine's graph: where it starts (its input) and, in each snapshot, the
 * events to try, with their payload fixtures. Machines that invoke actors or wait get the
 * synthetic `xstate.done.actor.<id>` / `xstate.error.actor.<id>` / delayed events their actors
 * and timers would send; the model's machine is provided with actors that never answer.
 */
export interface PathWalk<TMachine extends AnyStateMachine = AnyStateMachine> {
  name: string;
  input?: unknown;
  events: (snapshot: SnapshotFrom<TMachine>) => EventObject[];
}

/**
 * What the path generators (machine tests, `npm run paths`, the coverage report) know of one
 * machine in src/machines. Pure: no test runner, no browser.
 */
export interface PathModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** the file name's stem in src/machines (`ticketing` for ticketing.machine.ts) */
  name: string;
  machine: TMachine;
  walks: PathWalk<TMachine>[];
  /**
   * What the walks tell snapshots apart by (default: state value and context). A chart whose
   * context carries what no guard reads (a message to show) leaves it out, so the walk does
   * not expand every state once per message.
   */
  stateKey?: (snapshot: SnapshotFrom<TMachine>) => unknown;
}

/**
 * The coverage one run recorded for one machine, written as JSON to
 * `.test-reports/machine-coverage/<source>/<machine>.json` and summed by the coverage report.
 * States are state node ids (`ticketing.createOrder.editing`); transitions are described as
 * `<source id> --<event type>--> <target ids>[ [guard]]` (see testing/graphCoverage.ts).
 */
export interface CoverageRecord {
  machine: string;
  source: 'machine-tests' | 'ui';
  states: { all: string[]; visited: string[] };
  transitions: { all: string[]; taken: string[] };
}
