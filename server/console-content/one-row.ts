/** The row a statement that always yields one (an aggregate, a RETURNING of a known id) gave. */
export function oneRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Ожидалась одна строка результата');
  return row;
}
