export const FONT_DIR: string;
export const SUBSETS: ['cyrillic', 'latin'];
export const SUBSET_TEXT: Record<'latin' | 'cyrillic', string>;
export const WEIGHT_AXIS: { min: number; max: number };
export const FEATURES: string[];
export function fontsourceFile(subset: 'latin' | 'cyrillic'): string;
export function sourceFile(subset: 'latin' | 'cyrillic'): string;
export function servedFile(subset: 'latin' | 'cyrillic'): string;
export function subsetInter(subset: 'latin' | 'cyrillic'): Promise<Buffer>;
export function fontFacts(file: string): {
  has(char: string): boolean;
  weightAxis: { min: number; default: number; max: number } | undefined;
  features: string[];
};
