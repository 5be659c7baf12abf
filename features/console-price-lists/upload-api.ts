import { ApiRequestError } from '@/lib/api/errors';
import { consolePriceListUpload } from '@/lib/api/endpoints/console-price-lists';
import {
  consolePriceListSchema,
  type ConsolePriceList,
} from '@/lib/api/contract/console-price-lists';

/** A file goes as a form: callApi speaks JSON only. */
export async function uploadPriceList(file: File, title: string): Promise<ConsolePriceList> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (title.trim()) form.append('title', title.trim());
  const response = await fetch(consolePriceListUpload.path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data);
  return consolePriceListSchema.parse(data);
}
