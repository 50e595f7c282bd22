import { restoreCommand, runCli } from './embeddedBackup';

// npm run restore -- <backup.tar.gz> [--force]: see embeddedBackup.ts.
await runCli(() => restoreCommand(process.argv.slice(2), process.env));
