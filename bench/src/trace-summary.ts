/**
 * Splits a Chromium trace's renderer main thread into self time per event and per script, finds layouts and style
 * recalculations forced by a script (they carry a JavaScript stack) and the long tasks (> 50 ms). Used by
 * `main-thread-trace.ts`; times in the trace are microseconds, here milliseconds.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; stackTrace?: StackFrame[] };
    beginData?: { stackTrace?: StackFrame[] };
  };
}

interface StackFrame {
  functionName?: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

export interface TraceSummary {
  mainThreadMs: number;
  blockingMs: number;
  selfByEvent: Array<[string, number]>;
  selfByScript: Array<[string, number]>;
  forced: Array<{ event: string; ms: number; by: string }>;
  longTasks: Array<{ startMs: number; ms: number; parts: Array<[string, number]> }>;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const LONG_TASK_MS = 50;

interface Node {
  event: TraceEvent;
  start: number;
  end: number;
  children: Node[];
  url: string | undefined;
}

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const busy = new Map<string, number>();
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  for (const m of mains) busy.set(`${m.pid}:${m.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && busy.has(key)) busy.set(key, busy.get(key)! + (e.dur ?? 0));
  }
  const [best] = [...busy.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = best[0].split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname.split('/').slice(-1)[0] || u.pathname;
  } catch {
    return url;
  }
}

/** Complete events of one thread nested by time (an event inside another's span is its child). */
function tree(events: TraceEvent[]): Node[] {
  const sorted = events
    .filter((e) => e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const event of sorted) {
    const node: Node = {
      event,
      start: event.ts,
      end: event.ts + (event.dur ?? 0),
      children: [],
      url: event.args?.data?.url,
    };
    while (stack.length && stack[stack.length - 1]!.end <= node.start) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.children.push(node);
      node.url ??= parent.url;
    } else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function selfTimes(node: Node, byEvent: Map<string, number>, byScript: Map<string, number>): void {
  const childTime = node.children.reduce((sum, c) => sum + (c.end - c.start), 0);
  const self = Math.max(0, node.end - node.start - childTime) / 1000;
  byEvent.set(node.event.name, (byEvent.get(node.event.name) ?? 0) + self);
  if (node.url) byScript.set(shortUrl(node.url), (byScript.get(shortUrl(node.url)) ?? 0) + self);
  for (const child of node.children) selfTimes(child, byEvent, byScript);
}

function sortedEntries(map: Map<string, number>): Array<[string, number]> {
  return [...map.entries()].sort((a, b) => b[1] - a[1]);
}

export function traceSummary(events: TraceEvent[]): TraceSummary {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid);
  const roots = tree(own);
  const tasks = roots.filter((r) => TASK_NAMES.has(r.event.name));
  const origin = Math.min(
    ...own.filter((e) => e.name === 'navigationStart' || e.name === 'ResourceSendRequest').map((e) => e.ts),
    roots[0]?.start ?? 0,
  );
  const byEvent = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const root of roots) selfTimes(root, byEvent, byScript);
  const forced = own
    .filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ph === 'X')
    .map((e) => ({ e, stack: e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace }))
    .filter(({ stack }) => stack && stack.length > 0)
    .map(({ e, stack }) => {
      const top = stack![0]!;
      return {
        event: e.name,
        ms: (e.dur ?? 0) / 1000,
        by: `${top.functionName || '(anonymous)'} ${shortUrl(top.url ?? '')}:${top.lineNumber ?? 0}`,
      };
    })
    .sort((a, b) => b.ms - a.ms);
  const longTasks = tasks
    .filter((t) => (t.end - t.start) / 1000 > LONG_TASK_MS)
    .map((t) => {
      const parts = new Map<string, number>();
      selfTimes(t, parts, new Map());
      parts.delete(t.event.name);
      return {
        startMs: (t.start - origin) / 1000,
        ms: (t.end - t.start) / 1000,
        parts: sortedEntries(parts),
      };
    });
  return {
    mainThreadMs: tasks.reduce((sum, t) => sum + (t.end - t.start), 0) / 1000,
    blockingMs: longTasks.reduce((sum, t) => sum + t.ms - LONG_TASK_MS, 0),
    selfByEvent: sortedEntries(byEvent),
    selfByScript: sortedEntries(byScript),
    forced,
    longTasks,
  };
}
