// A Graphviz (DOT) statechart of a machine, and its SVG from Graphviz compiled to WASM: the
// layout and text metrics are built into the WASM, so every machine renders the same bytes.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventLabel, guardText } from './mermaid';

/** The dotted path of a state, root excluded; names are unique within one machine. */
const pathOf = (node: AnyStateNode) => node.path.join('.');
const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];
const isCompound = (node: AnyStateNode) => children(node).length > 0;

/** A cluster has no node an edge can end on, so each gets one: its initial marker, or a hidden point. */
const anchorOf = (node: AnyStateNode) => quote(`${pathOf(node) || '(root)'}:initial`);
const clusterOf = (node: AnyStateNode) => quote(`cluster_${pathOf(node)}`);
/** Transitions declared on the machine itself leave from any state; they start from this node. */
const ANY_STATE = quote('(any state)');

const isWithin = (node: AnyStateNode, ancestor: AnyStateNode) => node === ancestor || pathOf(node).startsWith(`${pathOf(ancestor)}.`);

function stateNodes(node: AnyStateNode, indent: string, out: string[]) {
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial && node.type !== 'parallel') {
    out.push(`${indent}${anchorOf(node)} [shape=point, width=0.12, label=""];`);
  } else if (node.path.length > 0) {
    out.push(`${indent}${anchorOf(node)} [shape=point, width=0.01, style=invis, label=""];`);
  }
  for (const child of children(node)) {
    if (isCompound(child)) {
      // Regions of a parallel state run at once: dashed, as in UML.
      const style = node.type === 'parallel' ? 'dashed' : 'rounded';
      const label = child.type === 'parallel' ? `${child.key} (parallel)` : child.key;
      out.push(`${indent}subgraph ${clusterOf(child)} {`);
      out.push(`${indent}  label=${quote(label)}; style=${style}; color="#555555";`);
      stateNodes(child, indent + '  ', out);
      out.push(`${indent}}`);
    } else {
      // A final state has a double border.
      const final = child.type === 'final' ? ', peripheries=2' : '';
      out.push(`${indent}${quote(pathOf(child))} [label=${quote(child.key)}${final}];`);
    }
  }
  // After the children, so that the edge does not declare its target in this cluster first.
  if (initial && node.type !== 'parallel') {
    const lhead = isCompound(initial) ? ` [lhead=${clusterOf(initial)}]` : '';
    out.push(`${indent}${anchorOf(node)} -> ${nodeId(initial)}${lhead};`);
  }
}

/** The node an edge touches for a state: the state itself, or its cluster's anchor. */
const nodeId = (node: AnyStateNode) => (isCompound(node) ? anchorOf(node) : quote(pathOf(node)));

function edges(node: AnyStateNode, out: string[]) {
  const add = (type: string, def: { target?: readonly AnyStateNode[] | undefined; guard?: unknown }) => {
    for (const target of def.target ?? []) {
      const attrs = [`label=${quote(def.guard ? `${eventLabel(type)}\n[${guardText(def.guard)}]` : eventLabel(type))}`];
      // Clip at a cluster's border unless the edge stays inside that cluster.
      if (node.path.length > 0 && isCompound(node) && !isWithin(target, node)) attrs.push(`ltail=${clusterOf(node)}`);
      if (isCompound(target) && !isWithin(node, target)) attrs.push(`lhead=${clusterOf(target)}`);
      const from = node.path.length === 0 ? ANY_STATE : nodeId(node);
      out.push(`  ${from} -> ${nodeId(target)} [${attrs.join(', ')}];`);
    }
  };
  for (const [type, defs] of node.transitions) for (const def of defs) add(type, def);
  for (const def of node.always ?? []) add('', def);
  for (const child of children(node)) edges(child, out);
}

/** The DOT text of a machine's statechart; the same machine always gives the same text. */
export function toDot(machine: AnyStateMachine): string {
  // newrank ranks across clusters: without it dot drew ticketing's clusters over each other.
  const out = [
    `digraph ${quote(machine.id)} {`,
    `  graph [compound=true, newrank=true, rankdir=TB, fontname="Helvetica", fontsize=12, labelloc=t, label=${quote(machine.id)}, nodesep=0.4, ranksep=0.45];`,
    '  node [shape=box, style=rounded, fontname="Helvetica", fontsize=11];',
    '  edge [fontname="Helvetica", fontsize=9, color="#333333"];',
  ];
  stateNodes(machine.root, '  ', out);
  const edgeLines: string[] = [];
  edges(machine.root, edgeLines);
  if (edgeLines.some((line) => line.startsWith(`  ${ANY_STATE}`))) {
    out.push(`  ${ANY_STATE} [shape=note, fontsize=9, label="any state"];`);
  }
  out.push(...edgeLines, '}');
  return out.join('\n') + '\n';
}

/** The part of @hpcc-js/wasm's Graphviz used here (its published types name a package it bundles instead of installing). */
interface Graphviz {
  dot(source: string, format?: 'svg'): string;
}
let graphviz: Promise<Graphviz> | undefined;

/** Loads the WASM once per process: the first load takes about half a second. */
function loadGraphviz(): Promise<Graphviz> {
  graphviz ??= import('@hpcc-js/wasm/graphviz').then((mod) => (mod as unknown as { Graphviz: { load(): Promise<Graphviz> } }).Graphviz.load());
  return graphviz;
}

/** The SVG Graphviz's `dot` layout draws for a DOT text. */
export async function renderSvg(dot: string): Promise<string> {
  return (await loadGraphviz()).dot(dot, 'svg');
}
