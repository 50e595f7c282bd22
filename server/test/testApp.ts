import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import type { TestDb } from './testDb';

/** The real application over a test database; `overrides` swap any dependency (clock, logger, config). */
export function buildTestApp(testDb: TestDb, overrides: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  return buildApp({ config: testDb.config, db: testDb.db, ...overrides });
}
