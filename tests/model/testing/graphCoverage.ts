import { createActor, type AnyStateMachine, type AnyTransitionDefinition, type EventObject, type InspectionEvent, type Snapshot } from 'xstate';
import { getStateNodes, type StatePath } from 'xstate/graph';
import type { CoverageRecord, Invariants, PathModel } from '../pathModel';
import { describeTransition } from '../../../src/machines/transitionName';
import { stateIdsOf } from '../../../src/machines/stateIds';
import { edgePaths, type StateKey } from './edgePaths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a path of any chart (see edgePaths.ts)
type AnyPath = StatePath<any, EventObject>;

/** What generated paths went through, measured on live actors with every microstep inspected. */
export interface GraphCoverage {
  paths: AnyPath[];
  /** the snapshots held to the invariants of the states they were in (one per path's start and per step) */
  checked: number;
  /** the invariants broken: the path, the state and what the check said */
  violations: string[];
  unvisitedStates: string[];
  untakenTransitions: string[];
  /** every state node id and every described transition of the chart, and those the replays reached */
  states: CoverageRecord['states'];
  transitions: CoverageRecord['transitions'];
}

/** Every transition the chart defines, eventless ones included. */
function definedTransitions(machine: AnyStateMachine): Set<AnyTransitionDefinition> {
  const defined = new Set<AnyTransitionDefinition>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) for (const t of list) defined.add(t);
    for (const t of node.always ?? []) defined.add(t);
  }
  return defined;
}

/**
 * Generates a shortest path to every edge of the reachable graph (see edgePaths.ts), walks
 * each on a live actor holding every snapshot to the invariants of the states it is in, and
 * reports which states (transient ones included) and which transitions of the chart were never
 * reached.
 * Machines that invoke actors get their actors' answers as synthetic
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events from `eventsIn`;
 * their provided actors should never answer on their own.
 */
export function measureGraphCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  eventsIn: (snapshot: ReturnType<TMachine['getInitialSnapshot']>) => EventObject[],
  input?: unknown,
  stateKey?: StateKey,
  invariants: Invariants<TMachine> = {},
): GraphCoverage {
  const paths = edgePaths(machine, eventsIn as (snapshot: unknown) => EventObject[], input, stateKey);

  const nodes = getStateNodes(machine.root);
  const defined = definedTransitions(machine);

  const visited = new Set<string>();
  const taken = new Set<AnyTransitionDefinition>();
  const activeIds = stateIdsOf(machine).active;
  const violations: string[] = [];
  let checked = 0;
  /** Holds a snapshot to the invariants of every state it is in. */
  const check = (snapshot: unknown, where: string) => {
    checked += 1;
    for (const id of activeIds(snapshot)) {
      const invariant = invariants[id];
      if (!invariant) continue;
      try {
        invariant(snapshot as never);
      } catch (error) {
        violations.push(`${where}: in ${id}, ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  };
  const inspect = (event: InspectionEvent) => {
    // Compared by session id: a chart whose first state is transient takes microsteps
    // while the actor is still being constructed, before the actor is assigned.
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    // A transition's source was active when it was taken: this counts a transient
    // initial state, which no snapshot ever shows.
    for (const t of event._transitions) {
      taken.add(t);
      visited.add(t.source.id);
    }
    for (const id of activeIds(event.snapshot)) visited.add(id);
  };
  // Each path is its source's path and one more event. The live actor that walked the source's
  // path leaves its snapshot, and the edge is replayed on an actor restored from it: every event
  // is still sent to a live actor, but a shared prefix only once (the ticketing flow's paths
  // share most of their 16 events on average).
  const reached = new Map<string, Snapshot<unknown>>();
  for (const path of paths) {
    const source = path.from === null ? undefined : reached.get(path.from);
    const actor = createActor(machine, { input: input as never, inspect, ...(source ? { snapshot: source } : {}) });
    actor.start();
    const where = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
    for (const id of activeIds(actor.getSnapshot())) visited.add(id);
    if (!source) check(actor.getSnapshot(), '(start)');
    // Restored at the source, only the edge is left to send; the start (no source) has no event.
    const steps = path.from === null ? [] : source ? path.steps.slice(-1) : path.steps;
    for (const step of steps) {
      actor.send(step.event as never);
      check(actor.getSnapshot(), where);
    }
    if (!reached.has(path.to)) reached.set(path.to, actor.getPersistedSnapshot());
    actor.stop();
  }

  const allStates = nodes.map((n) => n.id);
  const allTransitions = [...new Set([...defined].map(describeTransition))];
  const takenTransitions = new Set([...taken].map(describeTransition));
  // Two transitions can read alike (same source, event, targets and guard): one is untaken
  // only if no transition with its description was taken.
  const untaken = [...defined].filter((t) => !taken.has(t)).map(describeTransition);
  return {
    paths,
    checked,
    violations: [...new Set(violations)],
    unvisitedStates: allStates.filter((id) => !visited.has(id)),
    untakenTransitions: untaken,
    states: { all: allStates, visited: allStates.filter((id) => visited.has(id)) },
    transitions: { all: allTransitions, taken: allTransitions.filter((t) => takenTransitions.has(t)) },
  };
}

/** One model's walks, each measured, and what they reached together. */
export interface ModelCoverage {
  walks: { name: string; coverage: GraphCoverage }[];
  record: CoverageRecord;
}

/** Walks every path of a model on live actors; the record's visited states and taken transitions are the walks' union. */
export function measureModel(model: PathModel): ModelCoverage {
  const walks = model.walks.map((walk) => ({
    name: walk.name,
    coverage: measureGraphCoverage(model.machine, walk.events as never, walk.input, model.stateKey, model.invariants),
  }));
  const [first] = walks;
  if (!first) throw new Error(`the ${model.name} model has no walk`);
  const union = (pick: (c: GraphCoverage) => string[], all: string[]) => {
    const reached = new Set(walks.flatMap((w) => pick(w.coverage)));
    return all.filter((item) => reached.has(item));
  };
  return {
    walks,
    record: {
      machine: model.name,
      source: 'machine-tests',
      states: { all: first.coverage.states.all, visited: union((c) => c.states.visited, first.coverage.states.all) },
      transitions: { all: first.coverage.transitions.all, taken: union((c) => c.transitions.taken, first.coverage.transitions.all) },
    },
  };
}
