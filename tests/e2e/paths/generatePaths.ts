import type { AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { stateIdsOf } from '../../../src/machines/stateIds';
import type { UiPathModel } from '../../model/uiModel';

/** One step of a path: the event, and the leaf states (state node ids) the chart is in after it. */
export interface UiStep {
  event: EventObject;
  states: string[];
}

/** A generated path through the UI: a Playwright test of its own, titled by its events. */
export interface UiPath {
  walk: string;
  /** the walk's input (the machine's, for a replay of the path) */
  input?: unknown;
  title: string;
  /** the leaf states before the first event */
  start: string[];
  steps: UiStep[];
}

const SYNTHETIC = /^xstate\.(done|error)\.actor\.|^xstate\.after\./;

/** An event as a QA engineer reads it: its type and its scalar payload (`search.change tripType=ROUND_TRIP`). */
export function describeEvent(event: EventObject): string {
  const fields = Object.entries(event)
    .filter(([key, value]) => key !== 'type' && value !== null && ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}=${String(value)}`);
  const criteria = (event as { criteria?: Record<string, unknown> | null }).criteria;
  if (criteria && typeof criteria.tripType === 'string') fields.push(`tripType=${criteria.tripType}`);
  const output = (event as { output?: { status?: unknown } | null }).output;
  if (output && typeof output.status === 'string') fields.push(`status=${output.status}`);
  const name = SYNTHETIC.test(event.type) ? `(${event.type.replace(/^xstate\./, '')})` : event.type;
  return [name, ...fields].join(' ');
}

/**
 * The model's shortest paths, generated now from the machine as it is: per walk, the
 * shortest path to every move it reaches (an event type and the states it enters; for
 * parallel states, the other regions' states do not make another move; with `pathPer: 'edge'`,
 * every move from each state),
 * less those another path runs through (the longer one asserts each state on its way).
 * A state or event the page model does not know then appears in a path, and its test fails.
 */
export function uiPaths<TMachine extends AnyStateMachine>(model: UiPathModel<TMachine>): UiPath[] {
  const chosen: UiPath[] = [];
  const leafStates = stateIdsOf(model.machine).leaves;
  for (const walk of model.walks) {
    const all = getShortestPaths(model.machine, {
      events: walk.events as never,
      input: walk.input as never,
      // A vertex is a state together with the move into it: a path reaches every move, not only every state.
      serializeState: (snapshot, event, previous) =>
        JSON.stringify({ value: snapshot.value, context: snapshot.context, from: previous?.value ?? null, via: event?.type ?? null }),
    });
    const byMove = new Map<string, (typeof all)[number]>();
    for (const path of [...all].sort((a, b) => a.steps.length - b.steps.length)) {
      const before = path.steps.length > 1 ? leafStates(path.steps.at(-2)!.state) : [];
      const entered = leafStates(path.state).filter((id) => !before.includes(id));
      const from = model.pathPer === 'edge' ? `${before.join(',')} ` : '';
      const key = `${from}${path.steps.at(-1)?.event.type} ${entered.join(',')}`;
      if (!byMove.has(key)) byMove.set(key, path);
    }
    for (const path of byMove.values()) {
      // steps[0] is the actor's start (xstate.init); each step's state is the one after its event.
      const [init, ...moves] = path.steps;
      const steps = moves.map((step) => ({ event: step.event, states: leafStates(step.state) }));
      chosen.push({
        walk: walk.name,
        input: walk.input,
        title: `${model.name}: ${walk.name}: ${steps.map((s) => describeEvent(s.event)).join(' → ') || '(start)'}`,
        start: leafStates(init?.state ?? path.state),
        steps,
      });
    }
  }
  const key = (p: UiPath) => p.steps.map((s) => JSON.stringify(s.event)).join('\n');
  return chosen.filter(
    (p) => !chosen.some((other) => other !== p && other.walk === p.walk && other.steps.length > p.steps.length && key(other).startsWith(key(p))),
  );
}
