import { growthVerdict } from '../hardening/support/memory';

/** Samples rising from `from` by the given steps per third, ten a third. */
const series = (from: number, steps: [number, number, number]) =>
  steps.flatMap((step, i) =>
    Array.from(
      { length: 10 },
      (_, k) => from + steps.slice(0, i).reduce((a, b) => a + b, 0) + (step * k) / 10,
    ),
  );

describe('the soak’s verdict on memory', () => {
  it('calls a steady climb a leak', () => {
    expect(growthVerdict(series(690, [57, 57, 57])).growing).toBe(true);
  });
  it('calls warm-up that levels off no leak', () => {
    expect(growthVerdict(series(620, [100, 20, 5])).growing).toBe(false);
  });
  it('ignores flat memory and small drift', () => {
    expect(growthVerdict(series(800, [5, 5, 5])).growing).toBe(false);
  });
  it('with the live-memory thresholds, catches a slow leak that RSS thresholds let pass', () => {
    const slow = series(233, [9, 9, 9]);
    expect(growthVerdict(slow).growing).toBe(false);
    expect(growthVerdict(slow, 12, 0.04).growing).toBe(true);
    expect(growthVerdict(series(233, [3, 3, 3]), 12, 0.04).growing).toBe(false);
  });
});
