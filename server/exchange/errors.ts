/** A refusal of the 1C exchange: its Russian message goes to 1C after `failure\n`. */
export class ExchangeError extends Error {}
