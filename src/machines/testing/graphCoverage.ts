import {
  createActor,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
} from 'xstate';
import { getShortestPaths, getStateNodes, type AnyStateNode } from 'xstate/graph';

/** What generated paths went through, measured on live actors with every microstep inspected. */
export interface GraphCoverage {
  paths: ReturnType<typeof getShortestPaths>;
  /** per path: where a live actor ended, to compare with where the graph said it would */
  replays: { description: string; expected: { value: StateValue; context: unknown }; actual: { value: StateValue; context: unknown } }[];
  unvisitedStates: string[];
  untakenTransitions: string[];
}

const matches = (snapshot: unknown, value: StateValue) => (snapshot as { matches(v: StateValue): boolean }).matches(value);

function valueOf(node: AnyStateNode): StateValue {
  return node.path.reduceRight<StateValue>((inner, key) => (inner === '' ? key : { [key]: inner }), '');
}

function describeTransition(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((n) => n.id).join(',') ?? '(stay)';
  const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : JSON.stringify(t.guard)}]` : '';
  return `${t.source.id} --${t.eventType || 'always'}--> ${targets}${guard}`;
}

/**
 * Generates shortest paths to every edge of the reachable graph — the vertex key
 * includes the state and event that led there, which gives transition coverage
 * rather than state coverage — replays each on a live actor, and reports which states (transient
 * ones included) and which transitions of the chart were never reached.
 * Machines that invoke actors get their actors' answers as synthetic
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events from `eventsIn`;
 * their provided actors should never answer on their own.
 */
export function measureGraphCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  eventsIn: (snapshot: ReturnType<TMachine['getInitialSnapshot']>) => EventObject[],
  input?: unknown,
): GraphCoverage {
  const paths = getShortestPaths(machine, {
    events: eventsIn as never,
    input: input as never,
    // An edge is (from, event, to): keying each vertex by where it came from and how
    // makes a shortest path reach every edge, not only every state.
    serializeState: (snapshot, event, previous) =>
      JSON.stringify({
        value: snapshot.value,
        context: (snapshot as { context?: unknown }).context,
        from: previous ? { value: previous.value, context: (previous as { context?: unknown }).context } : null,
        via: event ?? null,
      }),
  });

  const nodes = getStateNodes(machine.root);
  const defined = new Set<AnyTransitionDefinition>();
  for (const node of [machine.root, ...nodes]) {
    for (const list of node.transitions.values()) for (const t of list) defined.add(t);
    for (const t of node.always ?? []) defined.add(t);
  }

  const visited = new Set<string>();
  const taken = new Set<AnyTransitionDefinition>();
  const replays: GraphCoverage['replays'] = [];
  for (const path of paths) {
    const actor = createActor(machine, {
      input: input as never,
      inspect: (event) => {
        // Compared by session id: a chart whose first state is transient takes microsteps
        // while the actor is still being constructed, before `actor` is assigned.
        if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
        // A transition's source was active when it was taken: this counts a transient
        // initial state, which no snapshot ever shows.
        for (const t of event._transitions) {
          taken.add(t);
          visited.add(t.source.id);
        }
        for (const node of nodes) if (matches(event.snapshot, valueOf(node))) visited.add(node.id);
      },
    });
    actor.start();
    for (const node of nodes) if (matches(actor.getSnapshot(), valueOf(node))) visited.add(node.id);
    for (const step of path.steps) actor.send(step.event);
    const end = actor.getSnapshot() as { value: StateValue; context: unknown };
    const expected = path.state as { value: StateValue; context: unknown };
    replays.push({
      description: `${JSON.stringify(expected.value)} via ${path.steps.map((s) => s.event.type).join(' → ') || '(start)'}`,
      expected: { value: expected.value, context: expected.context },
      actual: { value: end.value, context: end.context },
    });
    actor.stop();
  }

  return {
    paths,
    replays,
    unvisitedStates: nodes.map((n) => n.id).filter((id) => !visited.has(id)),
    untakenTransitions: [...defined].filter((t) => !taken.has(t)).map(describeTransition),
  };
}
