import { ApiRequestError } from '@/lib/api/errors';
import { consoleImportUpload } from '@/lib/api/endpoints/console-import';
import { importPreviewSchema, type ImportPreview } from '@/lib/api/contract/console-import';

/** A spreadsheet goes as a form: callApi speaks JSON only. */
export async function uploadSheet(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(consoleImportUpload.path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, data);
  return importPreviewSchema.parse(data);
}
