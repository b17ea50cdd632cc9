// `node scripts/cpu-tree.mjs <out.json> <command...>`: runs a command and measures what it costs the
// machine, for A/B timings on a shared machine where wall time follows the other users' load
// (docs/testing.md, "Traces"). Every 200 ms it reads /proc: the CPU seconds (utime + stime) of
// every process descended from the command, grouped by kind (Chromium's renderers and the rest of
// it, servers, runners); at the end, the wall time, the idle share of two cores
// ((wall × 2 − CPU) / (wall × 2)) and the machine's own busy and idle seconds from /proc/stat.
// Daemons that leave the tree (a Postgres started with pg_ctl) and the last 200 ms of each process
// are not counted.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const TICKS = 100; // USER_HZ
const [out, ...command] = process.argv.slice(2);
if (!out || command.length === 0) {
  console.error('usage: node scripts/cpu-tree.mjs <out.json> <command...>');
  process.exit(2);
}
const machine = () => readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
const machineAtStart = machine();
const started = Date.now();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
/** Last CPU seconds seen per process (pid and start time), with its kind. */
const seen = new Map();

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process ended between the listing and the read
  }
}

function kind(pid, name) {
  const commandLine = read(`/proc/${pid}/cmdline`) ?? '';
  if (commandLine.includes('--type=renderer')) return 'chromium-renderer';
  if (commandLine.includes('chromium')) return 'chromium-other';
  if (commandLine.includes('dist/server')) return 'server';
  if (commandLine.includes('playwright') || commandLine.includes('vitest')) return 'runner';
  return name;
}

function sample() {
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (!stat) continue;
    const end = stat.lastIndexOf(')');
    const fields = stat.slice(end + 2).split(' ');
    processes.set(Number(entry), { name: stat.slice(stat.indexOf('(') + 1, end), parent: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS, start: fields[19] });
  }
  const tree = new Set([child.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, p] of processes) {
      if (!tree.has(pid) && tree.has(p.parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of tree) {
    const p = processes.get(pid);
    if (!p) continue;
    const key = `${pid}:${p.start}`;
    seen.set(key, { kind: seen.get(key)?.kind ?? kind(pid, p.name), cpu: p.cpu });
  }
}

const timer = setInterval(sample, 200);
child.on('exit', (code) => {
  clearInterval(timer);
  const wall = (Date.now() - started) / 1000;
  const byKind = {};
  let cpu = 0;
  for (const { kind: k, cpu: seconds } of seen.values()) {
    byKind[k] = (byKind[k] ?? 0) + seconds;
    cpu += seconds;
  }
  const delta = machine().map((value, i) => value - machineAtStart[i]);
  const result = {
    command: command.join(' '),
    code,
    wall,
    cpu: Number(cpu.toFixed(1)),
    idleShareOfTwoCores: Number(((wall * 2 - cpu) / (wall * 2)).toFixed(2)),
    machineIdle: Number(((delta[3] + delta[4]) / TICKS).toFixed(1)),
    machineBusy: Number(((delta[0] + delta[1] + delta[2] + delta[5] + delta[6] + delta[7]) / TICKS).toFixed(1)),
    byKind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, Number(v.toFixed(1))]).toSorted((a, b) => b[1] - a[1])),
    loadAtEnd: readFileSync('/proc/loadavg', 'utf8').trim(),
  };
  writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
  console.error(JSON.stringify(result));
  process.exit(code ?? 1);
});
