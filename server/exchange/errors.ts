/** A refusal of the 1C exchange: its Russian message goes to 1C as `failure\n<message>`. */
export class ExchangeError extends Error {
  override name = 'ExchangeError';
}
