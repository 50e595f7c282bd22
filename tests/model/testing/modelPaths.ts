import type { ChartShape, PathModel } from '../pathModel';
import { writeCoverageRecord } from './coverageRecord';
import { measureModel, type ModelCoverage } from './graphCoverage';

/** A paths test's walk: every walk of the model on live actors, and what they reached together written for the coverage report (source `machine-tests`). */
export function walkModel(model: PathModel): ModelCoverage & { checked: number; violations: string[] } {
  const coverage = measureModel(model);
  writeCoverageRecord(coverage.record);
  const several = coverage.walks.length > 1;
  return {
    ...coverage,
    checked: coverage.walks.reduce((sum, w) => sum + w.coverage.checked, 0),
    violations: coverage.walks.flatMap((w) => w.coverage.violations.map((v) => (several ? `${w.name}: ${v}` : v))),
  };
}

const sorted = (items: readonly string[]) => [...items].sort();

/** The chart as it is, beside its shape as written down: both sorted, for one equality. */
export function chartAgainstShape(coverage: ModelCoverage, shape: ChartShape) {
  return {
    chart: { states: sorted(coverage.record.states.all), transitions: sorted(coverage.record.transitions.all) },
    written: { states: sorted(shape.states), transitions: sorted(shape.transitions) },
  };
}

/** What the written-down shape has that the walks did not reach. */
export function unreachedOf(coverage: ModelCoverage, shape: ChartShape): { states: string[]; transitions: string[] } {
  const visited = new Set(coverage.record.states.visited);
  const taken = new Set(coverage.record.transitions.taken);
  return { states: shape.states.filter((s) => !visited.has(s)), transitions: shape.transitions.filter((t) => !taken.has(t)) };
}
