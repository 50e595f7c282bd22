import { backupCommand, runCli } from './embeddedBackup';

// npm run backup [-- --out <file>]: see embeddedBackup.ts.
await runCli(() => backupCommand(process.argv.slice(2), process.env));
