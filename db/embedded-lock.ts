// One process at a time on an embedded database: PGlite keeps the whole cluster in its own
// process and takes no lock on its files, so a second process (an operator's command while the
// server runs, a second server on the same DATA_DIR) would write the same files unseen and could
// corrupt them. The first opener writes its process id beside the data directory; a live holder
// makes the next opener refuse with a message, a dead one's file is taken over.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class EmbeddedDatabaseBusy extends Error {
  override readonly name = 'EmbeddedDatabaseBusy';
}

function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // Another user's process is alive too.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file (`DIR.lock` beside the data directory `DIR`) for this process; returns its
 * release. This process opening it again shares its lock (a restarted container's server often
 * has the same process id as the one before).
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          // Gone already.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue; // released meanwhile
    }
    if (holder === process.pid) return () => {};
    if (alive(holder)) {
      throw new EmbeddedDatabaseBusy(
        `The embedded database in ${dir} is open in process ${holder} (the server?). Stop it ` +
          `first, or use PostgreSQL (DATABASE_URL). If no such process runs, delete ${file}.`,
      );
    }
    try {
      unlinkSync(file); // a process that ended without releasing it
    } catch {
      // Taken over by another opener meanwhile: the next attempt sees it.
    }
  }
  throw new EmbeddedDatabaseBusy(`Could not take ${file}; try again.`);
}
