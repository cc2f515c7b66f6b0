import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** What a server process has cost so far, read from /proc (Linux), so no test-only endpoint is needed. */

/** Clock ticks a second, the unit of /proc/<pid>/stat's times (100 on Linux, asked once). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** User plus system CPU time of the process, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name, in parentheses, may hold spaces: count the fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Resident memory of the process in MB (VmRSS of /proc/<pid>/status). */
export function rssMegabytesOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}
