/** mulberry32: tiny, fast and good enough for demo data; the same seed gives the same catalogue. */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  next: () => number;
  /** Integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  float: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  /** Up to `count` distinct elements in their original order. */
  sample: <T>(list: readonly T[], count: number) => T[];
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick из пустого списка');
    return list[int(0, list.length - 1)] as T;
  };
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const indexes = list.map((_, i) => i);
    for (let i = indexes.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
    }
    return indexes
      .slice(0, count)
      .sort((a, b) => a - b)
      .map((i) => list[i] as T);
  };
  return {
    next,
    int,
    float: (min, max) => min + (max - min) * next(),
    chance: (probability) => next() < probability,
    pick,
    sample,
  };
}
