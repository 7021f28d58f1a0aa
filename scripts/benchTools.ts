/** Helpers of scripts/bench.ts: timing statistics, the server as a child process, its memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { once } from 'node:events';

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real server (src/server/main.ts) on PostgreSQL, in its own process so that its memory is its own. */
export async function startServer(root: string, databaseUrl: string, port: number, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Freight portal on')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${out}`)));
  });
  return child;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  await exited;
}

/** Resident memory of a process in MiB (Linux /proc); 0 once it has ended. */
export function rssMiB(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/**
 * Samples a process's memory every 50 ms while `run` runs: the baseline before,
 * the peak during, and the peaks of the first and second halves of the run. A
 * streamed export is flat in memory when the second half's peak is no higher
 * than the first's: what it holds does not grow with the rows written.
 */
export async function withRssSampling<T>(pid: number, run: () => Promise<T>): Promise<{ result: T; baseline: number; peak: number; halves: [number, number] }> {
  const baseline = rssMiB(pid);
  const samples: [number, number][] = [];
  const start = performance.now();
  const timer = setInterval(() => samples.push([performance.now() - start, rssMiB(pid)]), 50);
  try {
    const result = await run();
    samples.push([performance.now() - start, rssMiB(pid)]);
    const middle = (performance.now() - start) / 2;
    const peakOf = (list: [number, number][]) => Math.max(baseline, ...list.map(([, v]) => v));
    const halves: [number, number] = [peakOf(samples.filter(([t]) => t < middle)), peakOf(samples.filter(([t]) => t >= middle))];
    return { result, baseline, peak: Math.max(...halves), halves };
  } finally {
    clearInterval(timer);
  }
}

/** Runs a command and counts the bytes it writes (psql's \copy to stdout). */
export async function countOutput(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let bytes = 0;
  child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${command} exited with ${code}`);
  return bytes;
}
