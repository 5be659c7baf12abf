/** Exact money in the browser too: kopecks as bigint, strings with two decimals outside. */
export function toKopecks(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const kopecks = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -kopecks : kopecks;
}

export function fromKopecks(kopecks: bigint): string {
  const negative = kopecks < 0n;
  const abs = negative ? -kopecks : kopecks;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export const times = (price: string, quantity: number): string =>
  fromKopecks(toKopecks(price) * BigInt(quantity));
