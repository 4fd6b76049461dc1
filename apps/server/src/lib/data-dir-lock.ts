import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) may be opened by one process at a time, and PGlite keeps no lock of its
 * own: the server writes its process id into `server.pid` in the data folder while it runs, and the
 * commands that copy or replace the folder (backup, restore) refuse while that process lives.
 */
export const PID_FILE = 'server.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The id of the live server process on the data folder, if one runs. A file left by a server that
 * crashed names a process that is gone (or, in a restarted container, this very process): not in use.
 */
export function serverUsingDataDir(dataDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, PID_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return isAlive(pid) ? pid : undefined;
}

/** The message of a command refused while a server runs on the data folder. */
export function dataDirInUseMessage(dataDir: string, pid: number): string {
  return (
    `Serveren (prosess ${pid}) kjører på den innebygde databasen i ${dataDir}. Stopp serveren først, og prøv igjen.\n` +
    `The server (process ${pid}) is running on the embedded database in ${dataDir}. Stop the server first, then try again.`
  );
}

/**
 * Marks the data folder as used by this process; throws when another live server has it. Answers the
 * function that removes the mark (at shutdown; a crash leaves a file that the next start takes over).
 */
export function claimDataDir(dataDir: string): () => void {
  const other = serverUsingDataDir(dataDir);
  if (other !== undefined) throw new Error(dataDirInUseMessage(dataDir, other));
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}
