// Whether a build is older than its sources: the newest modification time under some folders.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest mtime (ms) of the files under `paths` that `keep` accepts (0 when none). */
export function newestSource(paths, keep = () => true) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (name !== 'node_modules') visit(join(path, name));
    } else if (keep(path)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return newest;
}
