// `npm run paths -- <machine> [--simple] [--walk <name>] [--limit <n>] [--ui]`: the generated paths of a
// machine in src/machines, as a QA engineer reads them: per walk (a start and its input), each
// path's events with their payload fixtures and the state each one reaches.
import { pathToFileURL } from 'node:url';
import type { EventObject, StateValue } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { loadModel, MODEL_NAMES } from '../tests/model';
import type { PathModel, PathWalk } from '../tests/model/pathModel';
import type { UiPathModel } from '../tests/model/uiModel';
import { uiPaths, type UiPath } from '../tests/e2e/paths/generatePaths';
import { adjacencyOf } from '../tests/model/testing/edgePaths';

export interface PrintedStep {
  event: EventObject;
  value: StateValue;
}
export interface PrintedPath {
  steps: PrintedStep[];
  value: StateValue;
}

/** A payload longer than this is cut: a language catalogue or a page of records says nothing more in full. */
const PAYLOAD_MAX = 160;

/** An event as one line: its type, then its payload (everything but the type) as compact JSON. */
export function formatEvent(event: EventObject, max = PAYLOAD_MAX): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  return Object.keys(payload).length === 0 ? type : `${type} ${compactJson(payload, max)}`;
}

/** Compact JSON, cut past `max` characters; an Error (which JSON would write as {}) as `Error(message)`. */
export function compactJson(value: unknown, max = PAYLOAD_MAX): string {
  const json = JSON.stringify(value, (_, v: unknown) => (v instanceof Error ? `Error(${v.message})` : v)) ?? 'undefined';
  return json.length > max ? `${json.slice(0, max - 1)}… (${json.length} chars)` : json;
}

/** A state value as a path of state names: `createOrder.editing.unsaved`; parallel regions in parentheses: `paying.(tab.wechat, qr.none)`. */
export function formatValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, inner]) => `${key}.${formatValue(inner as StateValue)}`);
  return parts.length === 1 ? parts[0]! : `(${parts.join(', ')})`;
}

/** One path: a numbered heading with where it ends, then one numbered line per event with the state it reached. */
export function formatPath(path: PrintedPath, index: number): string[] {
  const head = `${index + 1}. → ${formatValue(path.value)}`;
  if (path.steps.length === 0) return [`${head}  (the start, no event)`];
  return [head, ...path.steps.map((step, i) => `   ${i + 1}) ${formatEvent(step.event)}  ⇒ ${formatValue(step.value)}`)];
}

/** A walk's heading: the machine, the walk, its input. */
export function formatWalkHeading(machine: string, walk: Pick<PathWalk, 'name' | 'input'>, kind: 'shortest' | 'simple', count: number): string {
  const input = walk.input === undefined ? '' : ` — input ${compactJson(walk.input, 240)}`;
  return `## ${machine}: ${walk.name}${input}\n${count} ${kind} path${count === 1 ? '' : 's'}`;
}

/** The machines there are, for a call without a name or with an unknown one. */
export function formatMachineList(names: string[]): string {
  return ['Machines (npm run paths -- <machine> [--simple] [--walk <name>] [--limit <n>] [--ui]):', ...names.map((n) => `  ${n}`)].join('\n');
}

/** xstate's steps, without the `xstate.init` step its paths begin with. */
function printable(path: { state: { value: StateValue }; steps: { event: EventObject; state: { value: StateValue } }[] }): PrintedPath {
  return {
    value: path.state.value,
    steps: path.steps.filter((s) => s.event.type !== 'xstate.init').map((s) => ({ event: s.event, value: s.state.value })),
  };
}

/** A walk's graph has at most this many snapshots for xstate's simple paths; past it they are counted in the millions. */
const SIMPLE_GRAPH_MAX = 40;

/** The walk's shortest paths to every snapshot it tells apart. */
export function shortestPaths(model: PathModel, walk: PathWalk): PrintedPath[] {
  const keyOf = model.stateKey ?? ((s: { value: unknown; context: unknown }) => [s.value, s.context]);
  return getShortestPaths(model.machine, {
    events: walk.events as never,
    input: walk.input as never,
    serializeState: (s) => JSON.stringify(keyOf(s as never)),
  }).map(printable);
}

/**
 * The walk's simple paths (no snapshot twice), at most `limit`. Small graphs go to xstate's
 * getSimplePaths; in a larger one (the ticketing flow has thousands of snapshots) they are
 * enumerated depth first on the same graph and stop at the limit.
 */
export function simplePaths(model: PathModel, walk: PathWalk, limit: number): { paths: PrintedPath[]; complete: boolean } {
  const { adjacency, start, keyOf } = adjacencyOf(model.machine, walk.events as never, walk.input, model.stateKey);
  const keys = Object.keys(adjacency);
  if (keys.length <= SIMPLE_GRAPH_MAX) {
    const all = getSimplePaths(model.machine, { events: walk.events as never, input: walk.input as never, serializeState: (s) => keyOf(s as never) }).map(
      printable,
    );
    return { paths: all.slice(0, limit), complete: all.length <= limit };
  }
  const paths: PrintedPath[] = [{ steps: [], value: adjacency[start]!.state.value as StateValue }];
  const onPath = new Set([start]);
  const steps: PrintedStep[] = [];
  let complete = true;
  const visit = (key: string): void => {
    for (const { event, state } of Object.values(adjacency[key]!.transitions)) {
      const next = keyOf(state);
      if (onPath.has(next)) continue;
      if (paths.length >= limit) {
        complete = false;
        return;
      }
      steps.push({ event, value: state.value as StateValue });
      paths.push({ steps: [...steps], value: state.value as StateValue });
      onPath.add(next);
      visit(next);
      onPath.delete(next);
      steps.pop();
      if (!complete) return;
    }
  };
  visit(start);
  return { paths, complete };
}

interface Options {
  machine?: string;
  simple: boolean;
  /** the paths the browser runs (tests/e2e/generated-paths.spec.ts), titled as its tests are */
  ui: boolean;
  walk?: string;
  limit: number;
}

export function parseArgs(args: string[]): Options {
  const options: Options = { simple: false, ui: false, limit: 200 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--simple') options.simple = true;
    else if (arg === '--ui') options.ui = true;
    else if (arg === '--walk') options.walk = args[++i];
    else if (arg === '--limit') options.limit = Number(args[++i]);
    else if (!arg.startsWith('--')) options.machine = arg;
  }
  if (!Number.isInteger(options.limit) || options.limit < 1) throw new Error('--limit takes a whole number of paths');
  return options;
}

/** The machines whose paths the browser runs, with their UI models (the gestures a user can make on the demo data). */
const UI_MODELS: Record<string, () => Promise<UiPathModel>> = {
  ticketing: async () => (await import('../tests/model/ticketing.ui')).ticketingUiModel as unknown as UiPathModel,
  payment: async () => (await import('../tests/model/payment.ui')).paymentUiModel as unknown as UiPathModel,
  session: async () => (await import('../tests/model/session.ui')).sessionUiModel as unknown as UiPathModel,
  order: async () => (await import('../tests/model/order.ui')).orderUiModel as unknown as UiPathModel,
};

/** One browser path as its Playwright test is titled, then each gesture's event and the leaf states after it. */
export function formatUiPath(path: UiPath, index: number): string[] {
  return [`${index + 1}. ${path.title}`, ...path.steps.map((step, i) => `   ${i + 1}) ${formatEvent(step.event)}  ⇒ ${step.states.join(', ')}`)];
}

async function printUiPaths(machine: string): Promise<number> {
  const load = UI_MODELS[machine];
  if (!load) {
    console.error(`The browser runs no generated paths of "${machine}"; it runs those of: ${Object.keys(UI_MODELS).join(', ')}.`);
    return 1;
  }
  const model = await load();
  const paths = uiPaths(model);
  const lines = [`## ${model.name}: ${paths.length} paths run by tests/e2e/generated-paths.spec.ts, one test each, titled:`];
  paths.forEach((p, i) => lines.push(...formatUiPath(p, i)));
  const unreachable = Object.entries(model.unreachable);
  if (unreachable.length) lines.push('', 'States no gesture reaches on the demo data:', ...unreachable.map(([id, why]) => `  ${id}: ${why}`));
  const untaken = Object.entries(model.unreachableTransitions ?? {});
  if (untaken.length) lines.push('', 'Transitions no gesture takes on the demo data:', ...untaken.map(([id, why]) => `  ${id}: ${why}`));
  console.log(`${lines.join('\n')}\n`);
  return 0;
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (!options.machine) {
    console.log(formatMachineList(MODEL_NAMES));
    return 0;
  }
  const loading = loadModel(options.machine);
  if (!loading) {
    console.error(`No machine "${options.machine}" in src/machines.\n${formatMachineList(MODEL_NAMES)}`);
    return 1;
  }
  if (options.ui) return printUiPaths(options.machine);
  const model = await loading;
  const walks = options.walk ? model.walks.filter((w) => w.name === options.walk) : model.walks;
  if (walks.length === 0) {
    console.error(`The ${model.name} model has no walk "${options.walk}". Its walks: ${model.walks.map((w) => `"${w.name}"`).join(', ')}`);
    return 1;
  }
  for (const walk of walks) {
    const lines: string[] = [];
    if (options.simple) {
      const { paths, complete } = simplePaths(model, walk, options.limit);
      lines.push(formatWalkHeading(model.name, walk, 'simple', paths.length));
      if (!complete) lines.push(`(the first ${options.limit} simple paths; there are more: --limit <n> shows more)`);
      paths.forEach((p, i) => lines.push(...formatPath(p, i)));
    } else {
      const paths = shortestPaths(model, walk);
      lines.push(formatWalkHeading(model.name, walk, 'shortest', paths.length));
      paths.forEach((p, i) => lines.push(...formatPath(p, i)));
    }
    console.log(`${lines.join('\n')}\n`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
