import { formatString, t } from '@/i18n/translate';
import type { ApiClient } from './apiClient';
import { expectRecord } from './expectRecord';
import type { ApiMedia } from './types/misc';

/** The site's upload limits, from config `upload.maxSize` (bytes) and `upload.allowedExtensions`. */
export interface UploadLimits {
  maxSize?: number;
  allowedExtensions?: string[];
}

export const TOO_BIG_MESSAGE = 'The uploaded file was too big (max %s).';
export const BAD_EXTENSION_MESSAGE =
  'The uploaded file did not have an allowed extension. Only the following extensions are allowed. %s.';

/** 2097152 → '2 MB'; 1536 → '1.5 KB'. */
export function humanFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Math.round(value * 10) / 10} ${units[unit]}`;
}

/** The extension after the last dot, lower-cased; '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Checks a file against the limits before any request (01 §5). Returns the user-facing
 * message of the first rule broken, or null. Extensions compare case-insensitively.
 */
export function checkUpload(
  file: { name: string; size: number },
  limits: UploadLimits,
): string | null {
  if (limits.maxSize !== undefined && limits.maxSize > 0 && file.size > limits.maxSize) {
    return formatString(t(TOO_BIG_MESSAGE), humanFileSize(limits.maxSize));
  }
  const allowed = limits.allowedExtensions;
  if (allowed && allowed.length > 0) {
    const lower = allowed.map((ext) => ext.replace(/^\./, '').toLowerCase());
    if (!lower.includes(fileExtension(file.name))) {
      return formatString(t(BAD_EXTENSION_MESSAGE), allowed.join(', '));
    }
  }
  return null;
}

/** Uploads one file as multipart field `file` to `POST /media`, after `checkUpload`. */
export async function uploadMedia(
  api: ApiClient,
  file: File,
  limits: UploadLimits,
  options: { signal?: AbortSignal; onUploadProgress?: (fraction: number) => void } = {},
): Promise<ApiMedia> {
  const problem = checkUpload(file, limits);
  if (problem) throw new Error(problem);
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await api.post<ApiMedia>('/media', form, {
    signal: options.signal,
    onUploadProgress: options.onUploadProgress
      ? (event): void => options.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
      : undefined,
  });
  // A 408 counts as success (01 §7) but carries no media: then nothing was stored.
  return expectRecord<ApiMedia>(
    response.data,
    { mediaID: 'number', url: 'string' },
    t('The server did not confirm the upload.'),
  );
}
