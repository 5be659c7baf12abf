import { VAT_MODES, type VatMode } from './vat-modes';

/**
 * The site config VAT_DISPLAY_DEFAULT as a mode (issue #13). Anything else — unset, a typo in
 * the admin — shows prices with VAT, as a Belarusian shop's price tags do. Plain module: the
 * server layout calls it before handing the mode to the client provider.
 */
export const vatModeOf = (value: string | undefined): VatMode =>
  VAT_MODES.includes(value as VatMode) ? (value as VatMode) : 'with';
