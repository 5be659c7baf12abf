import { describe, expect, it } from 'vitest';
import { blockingByKind, type TaskLike } from '../../bench/support/blocking-time';

const task = (
  startTime: number,
  duration: number,
  group: string,
  selfTime: number,
  children: TaskLike[] = [],
  name = 'RunTask',
): TaskLike => ({ event: { name }, startTime, duration, selfTime, group: { id: group }, children });

describe('blocking time by kind of work, for npm run lighthouse (issue #15)', () => {
  it('counts what a task runs past 50 ms once slowed, from the first paint on', () => {
    const tasks = [
      task(100, 40, 'styleLayout', 40), // before the first paint at 500 ms
      task(600, 10, 'scriptEvaluation', 10), // 40 ms at 4×: not blocking
      task(700, 20, 'scriptEvaluation', 20), // 80 ms at 4×: 30 ms blocking
      task(470, 50, 'paintCompositeRender', 50), // 20 ms of it after the first paint: 30 ms
    ];
    const byKind = blockingByKind(tasks, 500, 4);
    expect(byKind.scriptEvaluation).toBeCloseTo(30);
    expect(byKind.paintCompositeRender).toBeCloseTo(30);
    expect(byKind.styleLayout).toBe(0);
  });

  it("splits a task's blocking time by the self time of what ran inside it", () => {
    // 30 ms × 4 = 120 ms, 70 ms blocking: 5 ms of script, 20 of layout, 5 of paint inside.
    const mixed = task(800, 30, 'other', 0, [
      task(800, 25, 'scriptEvaluation', 5, [task(805, 20, 'styleLayout', 20)]),
      task(825, 5, 'paintCompositeRender', 5),
    ]);
    const byKind = blockingByKind([mixed], 500, 4);
    expect(byKind.scriptEvaluation).toBeCloseTo((70 * 5) / 30);
    expect(byKind.styleLayout).toBeCloseTo((70 * 20) / 30);
    expect(byKind.paintCompositeRender).toBeCloseTo((70 * 5) / 30);
    expect(byKind.other).toBe(0);
  });

  it('files the untyped work of a task that loads a document (an SVG picture) under svgPictures', () => {
    // 20 ms × 4 = 80 ms, 30 blocking: 15 ms of the picture's own work, 5 of its layout.
    const picture = task(900, 20, 'other', 10, [
      task(900, 5, 'other', 5, [], 'DocumentLoader::CommitNavigation'),
      task(905, 5, 'styleLayout', 5, [], 'Layout'),
    ]);
    const byKind = blockingByKind([picture, task(950, 20, 'other', 20)], 500, 4);
    expect(byKind.svgPictures).toBeCloseTo((30 * 15) / 20);
    expect(byKind.styleLayout).toBeCloseTo((30 * 5) / 20);
    expect(byKind.other).toBeCloseTo(30);
  });

  it('files a kind Lighthouse may add later under other', () => {
    const byKind = blockingByKind([task(900, 20, 'somethingNew', 20)], 500, 4);
    expect(byKind.other).toBeCloseTo(30);
  });
});
