import type { PathModel } from '../models/pathModel';
import { writeCoverageRecord } from './coverageRecord';
import { measureModel, type ModelCoverage } from './graphCoverage';

/**
 * A paths test's walk: every walk of the model replayed on live actors, and what they reached
 * together written for the coverage report (source `machine-tests`).
 */
export function walkModel(model: PathModel): ModelCoverage & { replays: ModelCoverage['walks'][number]['coverage']['replays'] } {
  const coverage = measureModel(model);
  writeCoverageRecord(coverage.record);
  const several = coverage.walks.length > 1;
  const replays = coverage.walks.flatMap((w) => w.coverage.replays.map((r) => (several ? { ...r, description: `${w.name}: ${r.description}` } : r)));
  return { ...coverage, replays };
}
