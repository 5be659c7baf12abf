import 'server-only';
import { cache } from 'react';
import type { Category } from '@/lib/api/contract/catalog';
import { catalogueRoot, category as categoryEndpoint } from '@/lib/api/endpoints/catalog';
import { listingQuery, type ListingState } from '@/lib/catalog/listing-params';
import { CACHE_TAGS, cachedLoad } from './cache';
import type { ServerApi } from './server-api';

/** One listing from the data cache; the key is the normalised state, not the raw URL. */
export const loadListing = cache(
  (serverApi: ServerApi, slug: string, stateKey: string): Promise<Category | null> => {
    const state = JSON.parse(stateKey) as ListingState;
    const query = listingQuery(state);
    const tags = [CACHE_TAGS.catalog, CACHE_TAGS.category(slug)];
    // A searched listing also hangs on the synonym groups the text was read with.
    if (state.query) tags.push(CACHE_TAGS.search);
    return cachedLoad(['listing', slug, stateKey], tags, () =>
      slug
        ? serverApi(categoryEndpoint, { params: { slug }, query })
        : serverApi(catalogueRoot, { query }),
    );
  },
);
