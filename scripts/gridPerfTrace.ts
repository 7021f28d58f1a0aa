/**
 * Helper of scripts/grid-perf.ts: splits each long task of a Chromium trace
 * (devtools.timeline) into style, layout, paint and GC time, the rest being
 * script, so that a slow task says whether React or the browser's rendering
 * is to blame.
 */

export interface TaskBreakdown {
  total: number;
  /** The main thread's CPU time in the task: on a loaded machine, far below its wall time when others took the cores. */
  cpu: number;
  script: number;
  style: number;
  layout: number;
  paint: number;
  gc: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const LONG_US = 50_000;
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const KINDS: Record<string, Exclude<keyof TaskBreakdown, 'total' | 'cpu' | 'script'>> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
};

/** Length of the union of intervals, so that nested events of one kind count once. */
function covered(spans: [number, number][]): number {
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of spans.sort((x, y) => x[0] - y[0])) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
}

/**
 * Every task over 50 ms on a renderer's main thread, split by kind of work (ms),
 * and the most CPU time any one task of the trace took (ms), long or not.
 */
export function longTaskBreakdown(trace: Buffer): { long: TaskBreakdown[]; maxCpu: number } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => e.ph === 'X' && e.dur !== undefined && main.has(`${e.pid}:${e.tid}`));
  const ms = (us: number) => Math.round(us / 1000);
  const maxCpu = ms(Math.max(0, ...onMain.filter((e) => TASKS.has(e.name)).map((e) => e.tdur ?? e.dur!)));
  const long = onMain
    .filter((e) => TASKS.has(e.name) && e.dur! > LONG_US)
    .map((task) => {
      const end = task.ts + task.dur!;
      const spans: Record<string, [number, number][]> = { style: [], layout: [], paint: [], gc: [] };
      for (const e of onMain) {
        const kind = KINDS[e.name];
        if (kind && e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < end) spans[kind]!.push([e.ts, Math.min(end, e.ts + e.dur!)]);
      }
      const [style, layout, paint, gc] = (['style', 'layout', 'paint', 'gc'] as const).map((k) => covered(spans[k]!));
      return { total: ms(task.dur!), cpu: ms(task.tdur ?? task.dur!), script: ms(task.dur! - style! - layout! - paint! - gc!), style: ms(style!), layout: ms(layout!), paint: ms(paint!), gc: ms(gc!) };
    });
  return { long, maxCpu };
}
