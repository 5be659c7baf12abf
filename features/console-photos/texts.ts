export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'error';

export const TEXT_UPLOAD_STATUS: Record<UploadStatus, string> = {
  waiting: 'В очереди',
  uploading: 'Загружается…',
  done: 'Загружено',
  error: 'Не загружено',
};

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;
}
