import { test } from '@playwright/test';
import { expect } from '../fixtures';
import { describeEvent, type UiPath } from './generatePaths';
import type { PageModel, PathContext } from './pageModel';

/** The events and states of a path the page model has nothing for: a chart change the UI does not follow. */
export function unknownToPageModel(model: PageModel, path: UiPath): string[] {
  const events = path.steps
    .map((s) => s.event.type)
    .filter((type) => !model.gestures[type])
    .map((type) => `no gesture for event ${type}`);
  const states = [...path.start, ...path.steps.flatMap((s) => s.states)].filter((id) => !model.states[id]).map((id) => `no assertion for state ${id}`);
  return [...new Set([...events, ...states])];
}

/**
 * Plays a generated path on the real app: each event's gesture, then the assertions of every leaf
 * state it leads to. `asserted(i)` is called once the screens showed the start (i = 0) and the
 * state after step i - 1: a chart run by the server is covered by what its screens showed.
 */
export async function runPath(model: PageModel, path: UiPath, ctx: PathContext, asserted?: (index: number) => void) {
  expect(unknownToPageModel(model, path), 'the page model follows the chart').toEqual([]);
  await model.prepare?.(path.walk, ctx);
  for (const id of path.start) await model.states[id]!(ctx);
  asserted?.(0);
  let before = path.start;
  for (const [i, step] of path.steps.entries()) {
    // The states an event enters are asserted after it, and every state at the end: a region
    // the event left alone may have moved on its own meanwhile (a timer, the server's answer).
    const toAssert = i === path.steps.length - 1 ? step.states : step.states.filter((id) => !before.includes(id));
    await test.step(describeEvent(step.event), async () => {
      await model.gestures[step.event.type]!(step.event, ctx);
      for (const id of toAssert) await test.step(`in ${id}`, () => model.states[id]!(ctx));
    });
    asserted?.(i + 1);
    before = step.states;
  }
}
