import { test, type Page } from '@playwright/test';
import { MACHINE_HISTORY_KEY } from '../../../src/app/machineInspection';
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

async function historyOf(page: Page, machineId: string): Promise<string[]> {
  try {
    return await page.evaluate(([key, id]) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, string[]>)[id] ?? [], [
      MACHINE_HISTORY_KEY,
      machineId,
    ] as const);
  } catch {
    return []; // the page is navigating: asked again
  }
}

/**
 * Holds the app's own chart to the path: each step's expected leaf states must be found in the
 * states the running actor recorded (src/app/machineInspection.ts), at or after the previous
 * step's, so a chart that took another transition fails although its screen looked alike. A
 * passing state (loading, submitting) counts once the actor was in it, however briefly.
 */
function followChart(page: Page, machineId: string) {
  let cursor = 0;
  return async (expected: string[]) => {
    const want = [...expected].sort().join(',');
    await expect
      .poll(
        async () => {
          const history = await historyOf(page, machineId);
          const at = history.indexOf(want, cursor);
          if (at < 0) return `${history.slice(cursor).join(' → ') || '(nothing recorded)'}`;
          cursor = at;
          return want;
        },
        { message: `the app's ${machineId} chart was in ${want}`, timeout: 10_000 },
      )
      .toBe(want);
  };
}

/**
 * Plays a generated path on the real app: each event's gesture, then the assertions of every leaf
 * state it leads to. `asserted(i)` is called once the screens showed the start (i = 0) and the
 * state after step i - 1: a chart run by the server is covered by what its screens showed. With
 * `machineId` (a chart the page runs), the app's recorded chart state is compared at every step.
 */
export async function runPath(model: PageModel, path: UiPath, ctx: PathContext, asserted?: (index: number) => void, machineId?: string) {
  expect(unknownToPageModel(model, path), 'the page model follows the chart').toEqual([]);
  const chartIn = machineId ? followChart(ctx.page, machineId) : undefined;
  await model.prepare?.(path.walk, ctx);
  ctx.expected = path.start;
  for (const id of path.start) await model.states[id]!(ctx);
  // Before any screen opened (about:blank) the app and its chart do not run yet.
  if (ctx.page.url().startsWith('http')) await chartIn?.(path.start);
  asserted?.(0);
  let before = path.start;
  for (const [i, step] of path.steps.entries()) {
    // The states an event enters are asserted after it, and every state at the end: a region
    // the event left alone may have moved on its own meanwhile (a timer, the server's answer).
    const toAssert = i === path.steps.length - 1 ? step.states : step.states.filter((id) => !before.includes(id));
    await test.step(describeEvent(step.event), async () => {
      ctx.expected = step.states;
      await model.gestures[step.event.type]!(step.event, ctx);
      for (const id of toAssert) await test.step(`in ${id}`, () => model.states[id]!(ctx));
      if (chartIn) await test.step(`the chart is in ${step.states.join(', ')}`, () => chartIn(step.states));
    });
    asserted?.(i + 1);
    before = step.states;
  }
}
