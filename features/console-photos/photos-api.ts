import { callApi } from '@/lib/api/client';
import { ApiRequestError } from '@/lib/api/errors';
import { consolePhotosSchema, type ConsolePhotos } from '@/lib/api/contract/console-photos';
import {
  consolePhotoAlt,
  consolePhotoDelete,
  consolePhotoOrder,
  consolePhotoUpload,
} from '@/lib/api/endpoints/console-photos';
import { buildPath } from '@/lib/api/endpoint';

/** Files go as a form: callApi speaks JSON only. */
export async function uploadPhotos(productId: number, files: File[]): Promise<ConsolePhotos> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const response = await fetch(buildPath(consolePhotoUpload.path, { id: productId }), {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data);
  return consolePhotosSchema.parse(data);
}

export const reorderPhotos = (productId: number, ids: number[]) =>
  callApi(consolePhotoOrder, { params: { id: productId }, body: { ids } });

export const setPhotoAlt = (productId: number, photoId: number, alt: string) =>
  callApi(consolePhotoAlt, { params: { id: productId, photo_id: photoId }, body: { alt } });

export const deletePhoto = (productId: number, photoId: number) =>
  callApi(consolePhotoDelete, { params: { id: productId, photo_id: photoId } });
