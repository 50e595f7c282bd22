import type { AnyStateMachine, EventObject, SnapshotFrom, StateValue } from 'xstate';

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
  /**
   * What must hold in a state whatever the path that led there, written apart from the chart: per
   * state node id (`passengers.list.ready`), a check that throws (vitest's `expect`) when it does
   * not hold. Every step of every generated path is held to the checks of the states it is in.
   */
  invariants?: Invariants<TMachine>;
  /** Named paths with where each must end, written as literals (not taken from the chart). */
  golden?: GoldenPath[];
}

/** A path written out by hand: its events from the start, and the state and context it must end in. */
export interface GoldenPath {
  name: string;
  input?: unknown;
  events: EventObject[];
  /** the state value, and the context's fields that matter (compared with toMatchObject) */
  ends: { value: StateValue; context?: Record<string, unknown> };
}

/** Per state node id, what its snapshots must show (see PathModel.invariants). */
export type Invariants<TMachine extends AnyStateMachine = AnyStateMachine> = Record<string, (snapshot: SnapshotFrom<TMachine>) => void>;

/**
 * A chart's states and transitions written down beside it (`tests/model/shapes/<name>.shape.ts`):
 * the generated paths must reach every one, and the chart must have exactly these, so that a
 * transition removed or redirected fails the test instead of leaving it with one less to reach.
 */
export interface ChartShape {
  states: readonly string[];
  transitions: readonly string[];
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
