// Issue #16: one size in the units a title may use. Titles write a level «1000 мм», a buyer
// «уровень 1 м»; a tile «600×600 мм», a buyer «60х60 см». Query side only: the index keeps
// each size in the unit its title wrote.

/** Units of one quantity, each with its size in the smallest of them. */
const SCALES: readonly Record<string, number>[] = [
  { мм: 1, см: 10, м: 1000, км: 1_000_000 },
  { г: 1, кг: 1000, т: 1_000_000 },
  { мл: 1, л: 1000 },
  { вт: 1, квт: 1000 },
];

const LEXEME = /^([0-9]+(?:\.[0-9]+)?)([а-я]+)$/;

/** A number as the index writes it: «2.5», «1000»; null past three decimals («0.0005»). */
function written(value: number): string | null {
  const rounded = Math.round(value * 1000) / 1000;
  if (Math.abs(rounded - value) > 1e-9 || rounded <= 0) return null;
  return String(rounded);
}

/** «1м» → «1м», «1000мм», «100см», «0.001км»; a lexeme of another kind → itself. */
export function sameSize(lexeme: string): string[] {
  const m = LEXEME.exec(lexeme);
  const value = Number(m?.[1]);
  const unit = m?.[2] ?? '';
  const scale = SCALES.find((s) => unit in s);
  const base = scale?.[unit];
  if (!scale || base === undefined || !Number.isFinite(value)) return [lexeme];
  const out = [lexeme];
  for (const [other, size] of Object.entries(scale)) {
    const number = other === unit ? null : written((value * base) / size);
    if (number) out.push(number + other);
  }
  return out;
}
