import type { Trace } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * Lighthouse's kinds of main-thread work (its «main-thread work breakdown»), and one of this
 * shop's: an SVG `<img>` is a document of its own, loaded on the main thread, which Lighthouse
 * files under «other». The demo's pictures are SVG drawings; a shop's photos from 1C are not.
 */
export const WORK_KINDS = [
  'scriptEvaluation',
  'styleLayout',
  'paintCompositeRender',
  'parseHTML',
  'scriptParseCompile',
  'garbageCollection',
  'svgPictures',
  'other',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** The part of a main-thread task this breakdown reads (Lighthouse's TaskNode has more). */
export interface TaskLike {
  event: { name: string };
  startTime: number;
  duration: number;
  selfTime: number;
  group: { id: string };
  children: TaskLike[];
}

/** A task is blocking for what it runs past 50 ms (Lighthouse's total blocking time). */
const BLOCKING_AFTER_MS = 50;

const kindOf = (id: string): WorkKind =>
  (WORK_KINDS as readonly string[]).includes(id) ? (id as WorkKind) : 'other';

/** Loading a document after the page's own: in this shop, an SVG picture. */
const loadsDocument = (node: TaskLike): boolean =>
  node.event.name.startsWith('DocumentLoader::') || node.children.some(loadsDocument);

/**
 * The blocking time of the tasks after the first paint, each task's duration (its part after
 * the first paint) multiplied by the CPU slowdown, split between kinds of work by the self time
 * of what ran inside it.
 *
 * An approximation of Lighthouse's figure: Lighthouse simulates the page's load from this trace,
 * while this reads the trace as it was, so the sum differs from its TBT. It says which work to
 * shorten, not the score.
 */
export function blockingByKind(
  topLevelTasks: TaskLike[],
  firstPaintMs: number,
  cpuSlowdown: number,
): Record<WorkKind, number> {
  const byKind = Object.fromEntries(WORK_KINDS.map((k) => [k, 0])) as Record<WorkKind, number>;
  for (const task of topLevelTasks) {
    // As Lighthouse counts it: a task that began before the first paint, for its part after.
    const after = task.startTime + task.duration - Math.max(task.startTime, firstPaintMs);
    const blocking = after * cpuSlowdown - BLOCKING_AFTER_MS;
    if (blocking <= 0) continue;
    const self = new Map<WorkKind, number>();
    const picture = loadsDocument(task);
    const walk = (node: TaskLike) => {
      const own = kindOf(node.group.id);
      const kind = picture && own === 'other' ? 'svgPictures' : own;
      self.set(kind, (self.get(kind) ?? 0) + node.selfTime);
      node.children.forEach(walk);
    };
    walk(task);
    const total = [...self.values()].reduce((sum, ms) => sum + ms, 0);
    for (const [kind, ms] of self) byKind[kind] += total > 0 ? (blocking * ms) / total : 0;
  }
  return byKind;
}

/** What this reads of Lighthouse's processed trace (its own types are global and not exported). */
interface ProcessedLoad {
  mainThreadEvents: Parameters<typeof MainThreadTasks.getMainThreadTasks>[0];
  frames: Array<{ id: string; url: string }>;
  timestamps: { timeOrigin: number; traceEnd: number };
}

/** The same breakdown from a Lighthouse trace: its top-level tasks, from its first paint on. */
export function blockingByKindOfTrace(trace: Trace, cpuSlowdown: number): Record<WorkKind, number> {
  const processed = TraceProcessor.processTrace(trace) as unknown as ProcessedLoad;
  const navigation = TraceProcessor.processNavigation(processed) as unknown as {
    timestamps: { firstContentfulPaint: number };
  };
  const { timeOrigin, traceEnd } = processed.timestamps;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    traceEnd,
    timeOrigin,
  ).filter((task) => !task.parent);
  const firstPaintMs = (navigation.timestamps.firstContentfulPaint - timeOrigin) / 1000;
  return blockingByKind(tasks, firstPaintMs, cpuSlowdown);
}
