import type { FastifyInstance } from 'fastify';
import { scratchDir } from '../test/accounts';
import { buildTestApp } from '../test/testApp';
import { createTestDb, type TestDb } from '../test/testDb';
import { apiRoutes, routeCollector, type RouteEntry } from './routeTable';

/** An app over its own database and file folder, with the API routes it registered. */
export interface RoutedApp {
  app: FastifyInstance;
  testDb: TestDb;
  routes: RouteEntry[];
  close(): Promise<void>;
}

/** The security tests' app: the real one, its route table read as it registers. */
export async function startRoutedApp(): Promise<RoutedApp> {
  const testDb = await createTestDb();
  const files = await scratchDir();
  const table = routeCollector();
  const app = await buildTestApp(testDb, { config: { ...testDb.config, files: { ...testDb.config.files, dir: files.dir } }, onRoute: table.onRoute });
  await app.ready();
  return {
    app,
    testDb,
    routes: apiRoutes(table.routes),
    async close() {
      await app.close();
      await testDb.close();
      await files.remove();
    },
  };
}
