/** Process configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** holds the PGlite data folder and the lock file */
  dataDir: string;
  /** PostgreSQL connection string; without it the server runs on PGlite in dataDir */
  databaseUrl: string | undefined;
  /** schema holding the tables (and the migrations table) */
  databaseSchema: string;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  /** the built client (vite build output) */
  staticDir: string;
}

// Interpolated into search_path and DDL, so only plain identifiers are accepted.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  }
  const databaseSchema = env.DATABASE_SCHEMA || 'public';
  if (!SCHEMA_NAME.test(databaseSchema)) {
    throw new ConfigError(`DATABASE_SCHEMA must be a lower-case identifier, got "${databaseSchema}"`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel,
    staticDir: env.STATIC_DIR || './dist',
  };
}
