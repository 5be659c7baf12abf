/** One line of a paste or a sheet, as read, before any product is looked for. */
export interface RawLine {
  row: number;
  source: string;
  /** The article or code, when the line has a separate cell for it. */
  article: string | null;
  /** The name, or the whole text when the line is not split into cells. */
  name: string | null;
  /** The quantity as written; null when the line has none. */
  quantity: string | null;
}

/** «12», «12,5», «-3», «1 000», «12 шт», «12шт.»: a number, perhaps with a unit after it. */
const QUANTITY =
  /^[-+−]?\d[\d\s\u00a0]*(?:[.,]\d+)?\s*(?:шт|кг|м|м2|м²|м3|м³|л|упак|уп|мешк\S*|рул\S*|лист\S*)?\.?$/i;

export const looksLikeQuantity = (text: string): boolean => QUANTITY.test(text.trim());

/** Cells of a line: a tab (Excel), then «;», then «,» when the last cell is a number. */
function cellsOf(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.includes(';')) return line.split(';');
  const byComma = line.split(',');
  if (byComma.length > 1) {
    const last = byComma[byComma.length - 1] ?? '';
    // «Смесь, 25 кг 4» or «12,5»: a comma inside a name or a number is not a separator.
    if (looksLikeQuantity(last) && !/^\s*\d+\s*$/.test(byComma[0] ?? '')) return byComma;
  }
  return [line];
}

/**
 * A line without cells: the last word that is a number is the quantity, the rest the text.
 * «Ротбанд 30 кг» keeps its weight: only counting units (шт, упак, мешков) may follow it.
 */
function splitBySpaces(text: string): { name: string; quantity: string | null } {
  const m =
    /^(.*?\S)\s+([-+−]?\d[\d\u00a0]*(?:[.,]\d+)?\s*(?:шт|упак|уп|мешк\S*|рул\S*|лист\S*)?\.?)\s*$/i.exec(
      text,
    );
  if (m?.[1] && m[2]) return { name: m[1], quantity: m[2] };
  return { name: text, quantity: null };
}

/** Cells → article / name / quantity, by position: code first, quantity last. */
export function lineFromCells(row: number, cells: string[], source: string): RawLine | null {
  const filled = cells.map((c) => c.trim());
  while (filled.length && !filled[filled.length - 1]) filled.pop();
  if (!filled.some(Boolean)) return null;
  if (filled.length === 1) {
    const { name, quantity } = splitBySpaces(filled[0] ?? '');
    return { row, source, article: null, name, quantity };
  }
  const last = filled[filled.length - 1] ?? '';
  const quantity = looksLikeQuantity(last) ? last : null;
  const text = quantity === null ? filled : filled.slice(0, -1);
  const [first = '', ...rest] = text.filter(Boolean);
  return {
    row,
    source,
    article: rest.length ? first : null,
    name: rest.length ? rest.join(' ') : first,
    quantity,
  };
}

/** Control characters a paste may carry (Excel adds none, a PDF copy may); tab and newlines stay. */
const stripControls = (text: string) =>
  Array.from(text)
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join('');

/** Lines copied from Excel or typed; empty lines are counted as skipped. */
export function readPaste(text: string): { lines: RawLine[]; skipped: number } {
  const lines: RawLine[] = [];
  let skipped = 0;
  stripControls(text)
    .split(/\r\n|\r|\n/)
    .forEach((line, i) => {
      const read = lineFromCells(i + 1, cellsOf(line), line.trim().replace(/\t/g, ' '));
      if (read) lines.push(read);
      else skipped++;
    });
  // A trailing newline (every Excel copy ends with one) is not an empty row of the list.
  if (/\n\s*$/.test(text)) skipped--;
  return { lines, skipped: Math.max(0, skipped) };
}
