/**
 * What the buyer chose to see: prices with VAT or without it (issue #13). Apart from vat.ts
 * (issue #15): the switch in every page's frame needs the two names, not the kopeck arithmetic.
 */
export const VAT_MODES = ['with', 'without'] as const;
export type VatMode = (typeof VAT_MODES)[number];
