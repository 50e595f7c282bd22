import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ChartShape, PathModel } from '../pathModel';
import { chartAgainstShape, unreachedOf, walkModel } from './modelPaths';

/**
 * The generated-path tests of one chart, every one stated apart from the chart itself:
 * - the chart has exactly the states and transitions written down in its shape (a transition
 *   removed, redirected or given another guard fails here);
 * - the paths reach every state and take every transition of the shape;
 * - every step of every path keeps the invariants of the states it is in (a wrong context fails);
 * - every invariant names a state of the shape (a misspelt one would check nothing);
 * - each golden path, written by hand, ends in its literal state and context.
 * `more` adds the chart's own checks on the walk.
 */
export function describeGeneratedPaths(title: string, model: PathModel, shape: ChartShape, more?: (walk: ReturnType<typeof walkModel>) => void) {
  describe(`${title}: generated paths`, () => {
    const walk = walkModel(model);

    it('the chart has exactly the states and transitions written down in its shape', () => {
      const { chart, written } = chartAgainstShape(walk, shape);
      expect(chart).toEqual(written);
    });

    it('reach every state and take every transition of the shape', () => {
      expect(unreachedOf(walk, shape)).toEqual({ states: [], transitions: [] });
    });

    it('keep, at every step, the invariants of the states they are in', () => {
      expect(walk.checked).toBeGreaterThan(0);
      expect(walk.violations).toEqual([]);
    });

    it('hold invariants only of states the shape has', () => {
      expect(Object.keys(model.invariants ?? {}).filter((id) => !shape.states.includes(id))).toEqual([]);
    });

    const golden = model.golden ?? [];
    if (golden.length > 0) {
      it.each(golden.map((path) => [path.name, path] as const))('golden path: %s', (_, path) => {
        const actor = createActor(model.machine, { input: path.input as never });
        actor.start();
        for (const event of path.events) actor.send(event as never);
        const end = actor.getSnapshot() as { value: unknown; context: unknown };
        actor.stop();
        expect(end.value).toEqual(path.ends.value);
        if (path.ends.context) expect(end.context).toMatchObject(path.ends.context);
      });
    }

    more?.(walk);
  });
}
