import type { CallOptions } from '@/lib/api/client';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '@/lib/api/endpoint';

/**
 * The server-side API caller (`serverApi`), handed in by the feature that loads: lib/ sits
 * below the BFF that owns the in-process caller, so it takes the caller instead of importing it.
 */
export type ServerApi = <E extends AnyEndpoint>(
  e: E,
  input: EndpointInput<E>,
  options?: Pick<CallOptions, 'headers' | 'signal'>,
) => Promise<EndpointResponse<E>>;
