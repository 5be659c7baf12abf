import { callApi } from '@/lib/api/client';
import type { PersonalPrices } from '@/lib/api/contract/pricing';
import { MAX_PRICE_IDS } from '@/lib/api/limits';

export interface PersonalPriceEntry {
  price: PersonalPrices['prices'][number];
  priceType: PersonalPrices['price_type'];
}

interface Waiter {
  resolve: (entry: PersonalPriceEntry | null) => void;
  reject: (error: unknown) => void;
}

const pending = new Map<number, Waiter[]>();
let scheduled = false;

async function fetchChunk(ids: number[], waiters: Map<number, Waiter[]>) {
  try {
    const { personalPrices } = await import('@/lib/api/endpoints/pricing');
    const answer = await callApi(personalPrices, { query: { ids: ids.join(',') } });
    const byId = new Map(answer.prices.map((p) => [p.product_id, p]));
    for (const id of ids) {
      const price = byId.get(id);
      // A product the API left out (withdrawn, unknown) keeps its base price on screen.
      const entry = price ? { price, priceType: answer.price_type } : null;
      for (const w of waiters.get(id) ?? []) w.resolve(entry);
    }
  } catch (error) {
    for (const id of ids) for (const w of waiters.get(id) ?? []) w.reject(error);
  }
}

function flush() {
  scheduled = false;
  const batch = new Map(pending);
  pending.clear();
  const ids = [...batch.keys()].sort((a, b) => a - b);
  for (let i = 0; i < ids.length; i += MAX_PRICE_IDS) {
    void fetchChunk(ids.slice(i, i + MAX_PRICE_IDS), batch);
  }
}

/**
 * One product's personal price. Every card on screen asks for its own in the same render
 * pass; asks made within one tick go out as one GET /api/prices/?ids=… of at most
 * MAX_PRICE_IDS products, so a listing of 48 cards costs one request, not 48.
 */
export function loadPersonalPrice(productId: number): Promise<PersonalPriceEntry | null> {
  return new Promise((resolve, reject) => {
    const waiters = pending.get(productId) ?? [];
    waiters.push({ resolve, reject });
    pending.set(productId, waiters);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  });
}
