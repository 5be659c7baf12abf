/**
 * Bounds the contract validates with and the browser also needs, kept apart from the zod
 * schemas so a client island can read them without loading zod (issue #15).
 */

/** A sane upper bound for one cart line: more is a typo, not an order. */
export const MAX_LINE_QUANTITY = 100_000;

/** Products asked for at once by the personal-prices call: a listing page holds up to 100. */
export const MAX_PRICE_IDS = 100;
