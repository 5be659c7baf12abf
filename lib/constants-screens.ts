/**
 * Issue #15: texts of one screen's client islands — a listing's filters, the product page's
 * price breaks — apart from lib/constants-frame.ts, whose texts every page loads. The spec
 * leaves the catalogue and product screens to us (§2.1: "not shown"). Named once, here.
 */
import { CURRENCY_SIGN } from './constants-frame';

// Listing filters (category, catalogue root, search results)
export const TEXT_FILTERS = 'Фильтры';
export const TEXT_PRICE_FILTER = `Цена, ${CURRENCY_SIGN}`;
export const TEXT_PRICE_FROM = 'от';
export const TEXT_PRICE_TO = 'до';
export const TEXT_ONLY_IN_STOCK = 'Только в наличии';
export const TEXT_ANY_VALUE = 'Любое значение';
export const TEXT_APPLY_FILTERS = 'Показать';
export const TEXT_RESET_FILTERS = 'Сбросить';

// Product page (issue #13: volume breaks; issue #14: a product without a photo)
export const TEXT_PRICE_BREAKS = 'Цена от количества';
/** «от 10 шт» — a break's threshold in the breaks table. */
export const textBreakFrom = (quantity: string, unit: string) => `от ${quantity}\u00a0${unit}`;
/** The product page's gallery when the product has no photo yet. */
export const TEXT_NO_PHOTO = 'Фото пока нет';
