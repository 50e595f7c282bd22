import type { AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, type StatePath, type Step } from 'xstate/graph';

type Snapshot = { value: unknown; context?: unknown };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a path of any chart: xstate's snapshot type has no common supertype
type AnyPath = StatePath<any, EventObject>;
/** What a walk tells snapshots apart by (see PathModel.stateKey). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each chart's key reads its own snapshot
export type StateKey = (snapshot: any) => unknown;
/** The traversal's map, keyed by the snapshot keys below. */
type Adjacency = Record<string, { state: Snapshot; transitions: Record<string, { event: EventObject; state: Snapshot }> }>;

/**
 * A snapshot's key: its state and context. Memoised per snapshot object, since the traversal
 * asks again for every edge that reaches it, and a chart's context can be large (the
 * ticketing flow carries whole port lines).
 */
function snapshotKeys(stateKey: StateKey = (snapshot) => [snapshot.value, snapshot.context]) {
  const keys = new WeakMap<object, string>();
  return (snapshot: Snapshot): string => {
    let key = keys.get(snapshot);
    if (key === undefined) {
      key = JSON.stringify(stateKey(snapshot));
      keys.set(snapshot, key);
    }
    return key;
  };
}

/**
 * The graph of a machine's reachable snapshots under `eventsIn`, as xstate/graph walks it.
 * Keyed by state and context only: each snapshot is expanded once.
 */
export function adjacencyOf(machine: AnyStateMachine, eventsIn: (snapshot: unknown) => readonly EventObject[], input?: unknown, stateKey?: StateKey) {
  const keyOf = snapshotKeys(stateKey);
  const adjacency = getAdjacencyMap(machine, {
    events: eventsIn as never,
    input: input as never,
    serializeState: (s) => keyOf(s as Snapshot),
  }) as unknown as Adjacency;
  // The traversal starts from the initial snapshot, so it is the map's first key.
  const [start] = Object.keys(adjacency);
  return { adjacency, start: start!, keyOf };
}

/** A path to one edge, with the keys of the edge's ends: paths come in breadth-first order, so an edge's source was reached by an earlier path. */
export type EdgePath = AnyPath & { from: string | null; to: string };

/**
 * A shortest path to every edge of the reachable graph (every event that changes the snapshot
 * or that the chart takes), which gives transition coverage rather than state coverage: the
 * breadth-first shortest path to the edge's source, then the edge. Keying the traversal's
 * vertices by their edge instead would expand each snapshot once per way into it.
 * The first path is the start (no edge).
 */
export function edgePaths(machine: AnyStateMachine, eventsIn: (snapshot: unknown) => readonly EventObject[], input?: unknown, stateKey?: StateKey): EdgePath[] {
  const { adjacency, start, keyOf } = adjacencyOf(machine, eventsIn, input, stateKey);
  const initial = adjacency[start]!.state;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as AnyPath
  const stepsTo = new Map<string, Step<any, EventObject>[]>([[start, []]]);
  const queue = [start];
  const paths: EdgePath[] = [{ state: initial, steps: [], weight: 0, from: null, to: start }];
  for (let head = 0; head < queue.length; head++) {
    const from = queue[head]!;
    const steps = stepsTo.get(from)!;
    const { state, transitions } = adjacency[from]!;
    for (const { event, state: next } of Object.values(transitions)) {
      const to = keyOf(next);
      if (to === from && machine.getTransitionData(state as never, event).length === 0) continue;
      const path = [...steps, { event, state: next }];
      paths.push({ state: next, steps: path, weight: path.length, from, to });
      if (!stepsTo.has(to)) {
        stepsTo.set(to, path);
        queue.push(to);
      }
    }
  }
  return paths;
}
