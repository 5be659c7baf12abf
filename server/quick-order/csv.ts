/** The separator Excel used: the one of «;», «,» and tab found most in the first line. */
function separatorOf(firstLine: string): string {
  const counts = [';', ',', '\t'].map((s) => [s, firstLine.split(s).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]?.[1] ? counts[0][0] : ';';
}

/** RFC 4180 as Excel writes it: quoted cells may hold separators, quotes ("") and newlines. */
export function parseCsv(text: string): { row: number; cells: string[] }[] {
  const sep = separatorOf(text.split(/\r?\n/, 1)[0] ?? '');
  const rows: { row: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let row = 1;
  let startRow = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim())) rows.push({ row: startRow, cells });
    cells = [];
    cell = '';
    startRow = row;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') row++;
        cell += ch;
      }
    } else if (ch === '"' && !cell.trim()) {
      quoted = true;
      cell = '';
    } else if (ch === sep) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text.charAt(i + 1) === '\n') i++;
      row++;
      endRow();
    } else cell += ch;
  }
  if (cell || cells.length) endRow();
  return rows;
}
