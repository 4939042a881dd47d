import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it, so the folder is
 * claimed with an O_EXCL lock file holding our pid. A lock left by a dead process (kill -9) is
 * taken over, so a crash never blocks the next start.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is already in use by another running server (pid ${pid}). ` +
        `Stop that process first, or start this one with a different DATA_DIR.`,
    );
  }
}

function lockFilePath(dir: string) {
  return path.join(dir, "server.lock");
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Returns the pid of the live process holding the folder, or null. */
export function lockHolder(dir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFilePath(dir), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = lockFilePath(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = lockHolder(dir);
      if (holder !== null && holder !== process.pid) throw new DataDirLockedError(dir, holder);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the data folder ${dir}`);
}
