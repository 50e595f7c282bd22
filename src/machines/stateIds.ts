import type { AnyStateMachine, StateValue } from 'xstate';
import { getStateNodes, type AnyStateNode } from 'xstate/graph';

/** A state node's place as the state value `matches` takes: `['list', 'ready']` → `{ list: 'ready' }`. */
function valueOfPath(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) return {};
  return rest.length === 0 ? head : { [head]: valueOfPath(rest) };
}

interface Matching {
  value: StateValue;
  matches: (value: StateValue) => boolean;
}

/**
 * The state node ids a snapshot of `machine` is in, asked through the public graph API and
 * `matches` (no private fields), memoised per state value: a walk meets the same few values
 * thousands of times. `active` has the ancestors (the root first); `leaves` only the atomic and
 * final states (every region's, for parallel states).
 */
export function stateIdsOf(machine: AnyStateMachine) {
  const nodes: AnyStateNode[] = getStateNodes(machine.root);
  const cache = new Map<string, AnyStateNode[]>();
  const activeNodes = (snapshot: Matching): AnyStateNode[] => {
    const key = JSON.stringify(snapshot.value);
    let found = cache.get(key);
    if (!found) {
      found = nodes.filter((node) => snapshot.matches(valueOfPath(node.path)));
      cache.set(key, found);
    }
    return found;
  };
  return {
    active: (snapshot: unknown): string[] => [machine.root.id, ...activeNodes(snapshot as Matching).map((n) => n.id)],
    leaves: (snapshot: unknown): string[] =>
      activeNodes(snapshot as Matching)
        .filter((n) => n.type === 'atomic' || n.type === 'final')
        .map((n) => n.id),
  };
}
