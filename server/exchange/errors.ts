/**
 * A refusal of an exchange file or request: the message is Russian, names the element and
 * line where it can, and goes back to 1C after «failure». Nothing was written when it is thrown.
 */
export class ExchangeError extends Error {
  override name = 'ExchangeError';
}
