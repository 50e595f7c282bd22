import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Mermaid ids may not contain dots or dashes. */
const idOf = (node: AnyStateNode) => (node.path.length ? node.path.join('__').replace(/[^A-Za-z0-9_]/g, '_') : 'root');

/** A readable label for an event type, including XState's internal done/error/after events. */
export function eventLabel(type: string): string {
  if (type === '') return 'always';
  if (type.startsWith('xstate.done.state.')) return 'onDone';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  return type;
}

/**
 * A guard as text: its name, or for XState's `and`/`or`/`not` the names they combine (those
 * are functions carrying their operands in `guards`); an inline function is only "guarded".
 */
export function guardText(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) {
    // A combination inside another is parenthesised; the outermost is not.
    const operands = guard.guards.map((g: unknown) => (/ /.test(guardText(g)) ? `(${guardText(g)})` : guardText(g)));
    if (guard.name === 'not') return `!${operands[0] ?? ''}`;
    if (guard.name === 'and') return operands.join(' && ');
    if (guard.name === 'or') return operands.join(' || ');
  }
  return 'guarded';
}

function guardLabel(guard: unknown): string {
  return guard ? ` [${guardText(guard)}]` : '';
}

interface Edge {
  from: string;
  to: string;
  label: string;
}

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function structure(node: AnyStateNode, indent: string, out: string[], edges: Edge[]) {
  const kids = children(node);
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial && node.type !== 'parallel') out.push(`${indent}[*] --> ${idOf(initial)}`);
  kids.forEach((child, i) => {
    if (node.type === 'parallel' && i > 0) out.push(`${indent}--`);
    const id = idOf(child);
    if (children(child).length) {
      out.push(`${indent}state "${child.key}" as ${id} {`);
      structure(child, indent + '  ', out, edges);
      out.push(`${indent}}`);
    } else {
      out.push(`${indent}state "${child.key}" as ${id}`);
    }
    if (child.type === 'final') out.push(`${indent}${id} --> [*]`);
    collectEdges(child, edges);
  });
}

function collectEdges(node: AnyStateNode, edges: Edge[]) {
  const add = (type: string, def: { target?: readonly AnyStateNode[] | undefined; guard?: unknown }) => {
    for (const target of def.target ?? []) {
      edges.push({ from: idOf(node), to: idOf(target), label: eventLabel(type) + guardLabel(def.guard) });
    }
  };
  for (const [type, defs] of node.transitions) for (const def of defs) add(type, def);
  for (const def of node.always ?? []) add('', def);
}

/** A Mermaid state diagram of a machine; the same machine always gives the same text. */
export function toMermaid(machine: AnyStateMachine): string {
  const out = ['stateDiagram-v2'];
  const edges: Edge[] = [];
  structure(machine.root, '  ', out, edges);
  collectEdges(machine.root, edges);
  for (const e of edges) out.push(`  ${e.from} --> ${e.to} : ${e.label.replace(/:/g, '：').replace(/^done： /, 'done: ')}`);
  return out.join('\n') + '\n';
}
