import { randomInt } from 'node:crypto';

/** One fault to make during the load, at `atMs` from its start (terminating backends, cutting the network...). */
export interface Fault {
  atMs: number;
  name: string;
  run(): Promise<void>;
  /** false: no recovery is measured from this one (it takes the database away; the fault that gives it back is measured). */
  measured?: boolean;
}

export interface FaultLoadOptions {
  /** The server, e.g. http://127.0.0.1:8123. */
  url: string;
  /** Session tokens of customers; each client uses one in turn. */
  tokens: string[];
  /** Probills the customers may file claims on. */
  probills: string[];
  clients: number;
  durationMs: number;
  /** Share of requests that write (a claim). */
  writeShare: number;
  faults: Fault[];
  /** Prefix of the claims' descriptions, to find them in the database afterwards. */
  marker: string;
}

export interface Write {
  description: string;
  status: number | 'network';
}

export interface FaultLoadReport {
  requests: number;
  byStatus: Record<string, number>;
  /** Requests that got no HTTP answer (the connection failed): 0 while the server lives. */
  networkErrors: number;
  /** 503 answers without Retry-After, and error answers not in the pinned shape {code, detail}. */
  missingRetryAfter: number;
  badShape: number;
  codes: Record<string, number>;
  writes: Write[];
  /** Per fault: ms from the fault's end to the first success of a request sent after it. */
  recoveries: { fault: string; ms: number }[];
}

interface Sample {
  start: number;
  end: number;
  ok: boolean;
}

/**
 * A steady mixed load (grid reads and claims filed) against a running server, while faults are made on
 * its database. Every answer is classified; every write is remembered with its answer, so that the caller
 * can compare them with the database (acknowledged ones must be there, failed ones must not).
 */
export async function runFaultLoad(o: FaultLoadOptions): Promise<FaultLoadReport> {
  const report: FaultLoadReport = { requests: 0, byStatus: {}, networkErrors: 0, missingRetryAfter: 0, badShape: 0, codes: {}, writes: [], recoveries: [] };
  const samples: Sample[] = [];
  const faultEnds: { fault: string; at: number }[] = [];
  const t0 = Date.now();
  const until = t0 + o.durationMs;
  let seq = 0;

  const one = async (client: number) => {
    const token = o.tokens[client % o.tokens.length]!;
    const write = Math.random() < o.writeShare;
    const description = `${o.marker}-${client}-${seq++}`;
    const headers: Record<string, string> = { authorization: `Token ${token}` };
    const init: RequestInit = write
      ? { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ probill: o.probills[randomInt(o.probills.length)], amount: 12.5, claimant_email: 'soak@example.com', description }) }
      : { method: 'GET', headers };
    const path = write ? 'claims' : `probill/pickup_date?limit=5&offset=${randomInt(50)}`;
    const start = Date.now();
    let status: number | 'network';
    try {
      const res = await fetch(`${o.url}/api/${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
      status = res.status;
      const body = await res.text();
      if (status >= 400) {
        let parsed: { code?: unknown; detail?: unknown } = {};
        try {
          parsed = JSON.parse(body);
        } catch {
          /* counted below */
        }
        if (typeof parsed.code !== 'string' || typeof parsed.detail !== 'string') report.badShape++;
        else report.codes[parsed.code] = (report.codes[parsed.code] ?? 0) + 1;
        if (status === 503 && !res.headers.get('retry-after')) report.missingRetryAfter++;
      }
    } catch {
      status = 'network';
      report.networkErrors++;
    }
    report.requests++;
    report.byStatus[String(status)] = (report.byStatus[String(status)] ?? 0) + 1;
    if (write) report.writes.push({ description, status });
    samples.push({ start, end: Date.now(), ok: status === 200 });
  };

  const clients = Array.from({ length: o.clients }, async (_, c) => {
    while (Date.now() < until) await one(c);
  });
  const faults = (async () => {
    for (const f of [...o.faults].sort((a, b) => a.atMs - b.atMs)) {
      const wait = t0 + f.atMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await f.run();
      if (f.measured !== false) faultEnds.push({ fault: f.name, at: Date.now() });
    }
  })();
  await Promise.all([...clients, faults]);

  for (const { fault, at } of faultEnds) {
    const firstOk = samples.filter((s) => s.ok && s.start >= at).reduce((min, s) => Math.min(min, s.end), Infinity);
    report.recoveries.push({ fault, ms: firstOk - at });
  }
  return report;
}

/** Acknowledged writes missing from the database, and writes answered as failed that are there (504 "unknown" excepted). */
export function checkWrites(writes: Write[], stored: Set<string>): { acknowledged: number; lost: string[]; failedButStored: string[]; unknown: number; unknownStored: number } {
  const acknowledged = writes.filter((w) => w.status === 200);
  const unknown = writes.filter((w) => w.status === 504 || w.status === 'network');
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((w) => !stored.has(w.description)).map((w) => w.description),
    failedButStored: writes.filter((w) => w.status !== 200 && w.status !== 504 && w.status !== 'network' && stored.has(w.description)).map((w) => `${w.description} (${w.status})`),
    unknown: unknown.length,
    unknownStored: unknown.filter((w) => stored.has(w.description)).length,
  };
}
