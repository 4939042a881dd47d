// CPU time spent by the processes a measurement drives, read from /proc (Linux): requests per
// second move with whatever else the two cores are doing, CPU time per request much less, so a
// change to a route can be weighed even when its throughput is lost in the noise.
import fs from "node:fs";
import type pg from "pg";

const MICROS_PER_TICK = 1e6 / 100; // Linux reports CPU time in ticks of USER_HZ = 100

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces), from field 3 on. */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null; // the process has exited
  }
}

const field = (fields: string[], n: number) => Number(fields[n - 3]);

/** User + system time of a process (all its threads), in µs. */
function ownMicros(pid: number): number {
  const fields = statFields(pid);
  return fields ? (field(fields, 14) + field(fields, 15)) * MICROS_PER_TICK : 0;
}

/**
 * The whole PostgreSQL server's time, in µs: the postmaster, every process it started (backends,
 * WAL writer, checkpointer, autovacuum) and, through the postmaster's children's time, those that
 * exited meanwhile (a pool closes idle connections).
 */
function postgresMicros(postmaster: number): number {
  const fields = statFields(postmaster);
  if (!fields) return 0;
  let total = (field(fields, 14) + field(fields, 15) + field(fields, 16) + field(fields, 17)) * MICROS_PER_TICK;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statFields(Number(entry));
    if (child && field(child, 4) === postmaster) total += (field(child, 14) + field(child, 15)) * MICROS_PER_TICK;
  }
  return total;
}

/** The postmaster of the server `db` is connected to, when it runs on this machine; else null. */
export async function localPostmaster(db: pg.Client): Promise<number | null> {
  const { rows } = await db.query<{ pid: number }>("select pg_backend_pid() as pid");
  const fields = statFields(rows[0].pid);
  return fields ? field(fields, 4) : null;
}

export type CpuReading = { server: number; postgres: number | null };

/** A reading of the server process `pid` and of PostgreSQL (null when it runs elsewhere). */
export function readCpu(pid: number, postmaster: number | null): CpuReading {
  return { server: ownMicros(pid), postgres: postmaster === null ? null : postgresMicros(postmaster) };
}

/** CPU µs per request between two readings, as printed: "server 310 µs, PostgreSQL 420 µs". */
export function perRequest(before: CpuReading, after: CpuReading, requests: number): string {
  const each = (a: number, b: number) => `${Math.round((b - a) / Math.max(requests, 1))} µs`;
  const postgres = before.postgres === null || after.postgres === null ? "n/a" : each(before.postgres, after.postgres);
  return `server ${each(before.server, after.server)}, PostgreSQL ${postgres}`;
}
