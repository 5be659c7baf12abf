/**
 * A request body read as it streams, refused as soon as it passes `limit` bytes (the declared
 * Content-Length first): a client cannot make the server hold more than the limit.
 * `total` is what arrived, so a caller can tell a body cut short on the way.
 */
export async function readBodyWithin(
  req: Request,
  limit: number,
  tooBig: () => Error,
): Promise<{ bytes: Uint8Array; total: number; declared: number }> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > limit) throw tooBig();
  if (!req.body) return { bytes: new Uint8Array(), total: 0, declared };
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(value);
  }
  return { bytes: Buffer.concat(chunks), total, declared };
}
