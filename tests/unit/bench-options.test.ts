import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseOptions, SECTIONS } from '../../bench/options';

describe('npm run bench options', () => {
  it('measures every section in full by default, on ports 4241-4245', () => {
    const options = parseOptions([], {});
    expect([...options.sections]).toEqual([...SECTIONS]);
    expect(options).toMatchObject({ quick: false, appDir: undefined, runs: 5, orders: 20, streams: 10_000, ports: { app: 4241, bare: 4242, sse: 4243, cluster: 4244, footprint: 4245 }, footprintOrders: 10_000, footprintStreams: 1000 });
    expect(options.limitS).toBeLessThanOrEqual(20 * 60);
  });

  it('--quick runs fewer runs, shorter loads and 1,000 streams', () => {
    const options = parseOptions(['--quick'], {});
    expect(options).toMatchObject({ quick: true, runs: 2, orders: 5, seconds: 3, streams: 1000 });
  });

  it('--only, --app-dir and BENCH_PORT choose what, which build and where', () => {
    const options = parseOptions(['--only', 'load,events', '--app-dir', '/tmp/build'], { BENCH_PORT: '5000' });
    expect([...options.sections]).toEqual(['load', 'events']);
    expect(options.appDir).toBe('/tmp/build');
    expect(options.ports).toEqual({ app: 5000, bare: 5001, sse: 5002, cluster: 5003, footprint: 5004, orders: 5005 });
  });

  it('BENCH_LIMIT_S moves the time bound (a loaded machine), and refuses what is not whole seconds', () => {
    expect(parseOptions(['--quick'], {}).limitS).toBe(360);
    expect(parseOptions(['--quick'], { BENCH_LIMIT_S: '1500' }).limitS).toBe(1500);
    expect(parseOptions([], { BENCH_LIMIT_S: '1800' }).limitS).toBe(1800);
    for (const bad of ['', '0', '-5', '1.5', 'soon']) expect(() => parseOptions([], { BENCH_LIMIT_S: bad })).toThrow(/BENCH_LIMIT_S must be a whole number of seconds\nusage/);
  });

  it('refuses what it does not know, naming it, with the usage', () => {
    expect(() => parseOptions(['--fast'], {})).toThrow(/unknown option --fast\nusage: npm run bench/);
    expect(() => parseOptions(['--only', 'load,speed'], {})).toThrow(/unknown section speed\nusage/);
    expect(() => parseOptions(['--app-dir'], {})).toThrow(/--app-dir needs a value/);
    expect(() => parseOptions(['--only', '--quick'], {})).toThrow(/--only needs a value/);
    expect(() => parseOptions([], { BENCH_PORT: 'http' })).toThrow(/BENCH_PORT must be a port number/);
  });
});

describe('npm run size --dir', () => {
  it('names the folder that holds no build and exits 1', () => {
    let failure: { status?: number; stderr?: Buffer } = {};
    try {
      execFileSync(process.execPath, ['scripts/size.mjs', '--dir', '/nonexistent-build'], { stdio: 'pipe' });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(String(failure.stderr)).toContain('No build in /nonexistent-build');
  });
});
