/**
 * Where the CPU went during a measurement, from /proc (Linux): the CPU seconds each named part used
 * (a process, or a process and its children, as PostgreSQL's backends are the postmaster's), and how
 * busy the whole machine was, so a figure taken while other work ran on the machine says so.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (getconf CLK_TCK: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in ticks and its parent's pid; null when it is gone. */
function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: the fields after its closing parenthesis are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Ticks of `pid` and, with `withChildren`, of its living children. */
function ticksOf(pid, withChildren) {
  let ticks = statOf(pid)?.ticks ?? 0;
  if (!withChildren) return ticks;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat?.ppid === pid) ticks += stat.ticks;
  }
  return ticks;
}

/** Busy and total ticks of the machine (every core) since boot. */
function machineTicks() {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = cpu.trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * Starts counting for `parts` ({name: {pid, withChildren}}); `stop()` answers the CPU each used, in
 * cores (1.0 = one core busy the whole time), and the machine's busy share of all its cores.
 */
export function cpuMeter(parts) {
  const started = performance.now();
  const before = Object.fromEntries(
    Object.entries(parts).map(([name, { pid, withChildren }]) => [name, ticksOf(pid, withChildren)]),
  );
  const machineBefore = machineTicks();
  return {
    stop() {
      const seconds = (performance.now() - started) / 1000;
      const cores = Object.fromEntries(
        Object.entries(parts).map(([name, { pid, withChildren }]) => [
          name,
          (ticksOf(pid, withChildren) - before[name]) / TICKS_PER_SECOND / seconds,
        ]),
      );
      const machine = machineTicks();
      const machineBusy = (machine.busy - machineBefore.busy) / (machine.total - machineBefore.total);
      return { cores, machineBusy };
    },
  };
}
