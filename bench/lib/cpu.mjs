// Where the machine's cores went during a measurement: CPU time of process trees and of the whole
// machine, read from /proc (Linux). Elsewhere every figure reads as unknown (NaN).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** One process's own and reaped children's CPU seconds and its parent, or null when it is gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis, from field 3 (state): ppid is 4, utime..cstime 14..17.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), seconds: (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / TICKS };
  } catch {
    return null;
  }
}

/** The process ids whose parent is `pid` and that run the same program (a server's workers, not its helpers). */
export function childrenOf(pid) {
  if (!pid || !existsSync('/proc')) return [];
  const program = commandOf(pid);
  const children = [];
  for (const name of readdirSync('/proc')) {
    if (/^\d+$/.test(name) && stat(name)?.ppid === pid && commandOf(name) === program) children.push(Number(name));
  }
  return children;
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** CPU seconds used so far by `pid` and every live process below it (and the children they reaped). */
export function treeSeconds(pid) {
  if (!pid || !existsSync('/proc')) return NaN;
  const all = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s) all.set(Number(name), s);
  }
  if (!all.has(pid)) return NaN;
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop();
    total += all.get(p).seconds;
    for (const [child, s] of all) if (s.ppid === p) queue.push(child);
  }
  return total;
}

/**
 * Seconds a process's main thread has run and has waited, ready, for a core so far
 * (/proc/<pid>/task/<pid>/schedstat): a server's event loop is one thread, and its wait is
 * latency every request of that moment shares.
 */
export function mainThreadSeconds(pid) {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(/\s+/).map(Number);
    return { run: run / 1e9, wait: wait / 1e9 };
  } catch {
    return { run: NaN, wait: NaN };
  }
}

/** Busy and total seconds of all cores so far (/proc/stat). */
export function machineSeconds() {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const idle = f[3] + f[4];
    const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: (total - idle) / TICKS, total: total / TICKS };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

/** `mainThreadSeconds` of one process, or summed over the processes a function answers (a server's workers). */
function loopSeconds(loop) {
  const pids = typeof loop === 'function' ? loop() : [loop];
  return pids.map(mainThreadSeconds).reduce((a, b) => ({ run: a.run + b.run, wait: a.wait + b.wait }), { run: 0, wait: 0 });
}

/**
 * A CPU meter over named process trees: `start()` then `read()` answers each tree's share of one
 * core over the interval, this process's own, how busy the whole machine was and, for `loop` (a
 * process id, or a function answering several whose figures add up), the share of the interval its main thread ran and waited for a core.
 */
export function cpuMeter(trees, { loop } = {}) {
  let from = null;
  const sample = () => ({
    at: performance.now(),
    loop: loop ? loopSeconds(loop) : { run: NaN, wait: NaN },
    trees: Object.fromEntries(Object.entries(trees).map(([name, pid]) => [name, treeSeconds(typeof pid === 'function' ? pid() : pid)])),
    self: process.cpuUsage(),
    machine: machineSeconds(),
  });
  return {
    start() {
      from = sample();
    },
    /** Shares of one core (1 = a whole core) per tree and for `players` (this process), and the machine's busy share of all its cores. */
    read() {
      const to = sample();
      const wall = (to.at - from.at) / 1000;
      const shares = {};
      for (const name of Object.keys(trees)) shares[name] = (to.trees[name] - from.trees[name]) / wall;
      const self = process.cpuUsage(from.self);
      shares.players = (self.user + self.system) / 1e6 / wall;
      const machine = (to.machine.busy - from.machine.busy) / (to.machine.total - from.machine.total);
      const mainThread = { run: (to.loop.run - from.loop.run) / wall, wait: (to.loop.wait - from.loop.wait) / wall };
      return { shares, machine, mainThread };
    },
  };
}

/**
 * The machine in a few words, "2 cores (AMD EPYC, 2096 MHz)": figures of runs on machines of other
 * kinds do not compare (the same round took 0.97 ms of CPU on one 2-core machine, 1.9 ms on another).
 */
export function machineName() {
  const list = cpus();
  const model = list[0]?.model.replace(/\s+/g, ' ').trim() || 'unknown';
  // Without cpufreq (a virtual machine) node reports no speed; /proc/cpuinfo still does.
  const speed =
    list[0]?.speed || Math.round(Number(/^cpu MHz\s*:\s*([\d.]+)/m.exec(existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '')?.[1] ?? 0));
  const mhz = speed ? `, ${speed} MHz` : '';
  return `${list.length} cores (${model}${mhz})`;
}
