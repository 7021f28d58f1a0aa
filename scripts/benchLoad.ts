/** Throughput and latency helpers of scripts/bench.ts: a fixed number of clients running one request in a loop. */
import { percentile, timed } from './benchTools';

export interface Throughput {
  perSecond: number;
  p50: number;
  p95: number;
}

/** `clients` concurrent loops of `run` for `seconds`: requests per second and their latency. */
export async function throughput(run: () => Promise<unknown>, clients: number, seconds: number): Promise<Throughput> {
  const end = performance.now() + seconds * 1000;
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) times.push(await timed(run));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: times.length / elapsed, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** p50 and p95 of `runs` sequential runs after `warm` warm-ups. */
export async function latency(run: () => Promise<unknown>, runs: number, warm = 3): Promise<{ p50: number; p95: number; all: number[] }> {
  for (let i = 0; i < warm; i++) await run();
  const all: number[] = [];
  for (let i = 0; i < runs; i++) all.push(await timed(run));
  return { p50: percentile(all, 50), p95: percentile(all, 95), all };
}
