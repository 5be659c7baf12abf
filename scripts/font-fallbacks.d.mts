/** A font file as fontkit opens it: what the measuring reads of it. */
interface FontFile {
  fullName: string;
  postscriptName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
}

export interface FallbackFace {
  family: string;
  /** The @fontsource family the face was measured in. */
  measuredWith: string;
  weight: 400 | 700;
  /** The weight of Inter whose width the face is sized to. */
  interWeight: 400 | 600;
  local: string[];
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
}

export const SAMPLE_FILE: string;
export const CSS_FILE: string;
export function fontsource(family: string, weight: number): FontFile[];
export function servedInter(): FontFile[];
export function widthEm(fonts: FontFile[], text: string): number;
export function fallbackFaces(sample?: string): FallbackFace[];
export function fallbackFacesCss(faces?: FallbackFace[]): Promise<string>;
