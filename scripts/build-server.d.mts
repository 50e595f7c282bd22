export const SERVER_OUT: string;
export const SERVER_ENTRIES: Record<string, string>;
/** True when dist-server/main.js is missing or older than a server source. */
export function serverBuildIsStale(): boolean;
export function buildServer(): Promise<void>;
