import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { renderSvg, toDot } from './dot';

const machine = createMachine({
  id: 'sample',
  initial: 'idle',
  on: { 'sample.reset': '.idle' },
  states: {
    idle: { on: { 'sample.start': 'working' } },
    working: {
      initial: 'loading',
      states: {
        loading: { on: { 'sample.loaded': 'ready', 'sample.retry': { target: '#sample.working', reenter: true } } },
        ready: { type: 'final' },
      },
      onDone: 'done',
      on: { 'sample.cancel': { target: 'idle', guard: 'canCancel' } },
    },
    both: {
      type: 'parallel',
      states: { left: { initial: 'a', states: { a: {} } }, right: { initial: 'b', states: { b: {} } } },
    },
    done: { type: 'final' },
  },
});

describe('toDot', () => {
  const dot = toDot(machine);

  it('draws compound states as clusters and parallel regions dashed', () => {
    expect(dot).toContain('subgraph "cluster_working" {');
    expect(dot).toContain('label="both (parallel)"; style=rounded;');
    expect(dot).toContain('subgraph "cluster_both.left" {\n      label="left"; style=dashed;');
  });

  it('marks initial states with a dot and final states with a double border', () => {
    expect(dot).toContain('"(root):initial" -> "idle";');
    expect(dot).toContain('"working:initial" -> "working.loading";');
    expect(dot).toContain('"working.ready" [label="ready", peripheries=2];');
    expect(dot).toContain('"done" [label="done", peripheries=2];');
  });

  it('labels transitions with event and guard, clipped at the borders of compound states', () => {
    expect(dot).toContain('"idle" -> "working:initial" [label="sample.start", lhead="cluster_working"];');
    expect(dot).toContain('"working:initial" -> "idle" [label="sample.cancel\n[canCancel]", ltail="cluster_working"];');
    expect(dot).toContain('"working:initial" -> "done" [label="onDone", ltail="cluster_working"];');
    // Into its own cluster: no clipping at the border it never crosses.
    expect(dot).toContain('"working.loading" -> "working:initial" [label="sample.retry"];');
  });

  it('draws transitions on the machine itself from an "any state" note', () => {
    expect(dot).toContain('"(any state)" -> "idle" [label="sample.reset"];');
    expect(dot).toContain('"(any state)" [shape=note');
  });

  it('is deterministic', () => {
    expect(toDot(machine)).toBe(dot);
  });
});

describe('renderSvg', () => {
  it('lays the machine out as SVG, the same bytes every time', { timeout: 30_000 }, async () => {
    const svg = await renderSvg(toDot(machine));
    expect(svg).toMatch(/^<\?xml/);
    expect(svg).toContain('<svg');
    expect(svg).toContain('<title>cluster_working</title>');
    expect(svg).toContain('>sample.start</text>');
    expect(await renderSvg(toDot(machine))).toBe(svg);
  });
});
