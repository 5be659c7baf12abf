/**
 * A product page's address. Apart from product-card.tsx so a client island (the search
 * dropdown) can link products without bundling the whole card (issue #15).
 */
export const productHref = (slug: string) => `/product/${slug}/`;
