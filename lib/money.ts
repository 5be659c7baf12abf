/**
 * Money as exact kopecks (bigint), on the server and in the browser alike: a price of 12.34
 * times 100 000 pieces stays exact, and a total is always the sum of its lines. Strings with
 * two decimals travel in the API.
 *
 * Bad input throws everywhere: the browser only ever holds amounts the typed client has
 * already checked against the contract's moneySchema, so a bad one is a bug to surface, not a
 * zero to add silently to a cart total.
 */
export function toKopecks(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Некорректная сумма: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const kopecks = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -kopecks : kopecks;
}

export function fromKopecks(kopecks: bigint): string {
  const negative = kopecks < 0n;
  const abs = negative ? -kopecks : kopecks;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

export function lineTotal(price: string, quantity: number): string {
  return fromKopecks(toKopecks(price) * BigInt(quantity));
}

export function sumMoney(values: readonly string[]): string {
  return fromKopecks(values.reduce((sum, v) => sum + toKopecks(v), 0n));
}
