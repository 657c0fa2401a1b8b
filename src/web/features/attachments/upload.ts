import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_MB } from '@common/constants';
import type { AttachmentView } from '@common/types';

/** What the file picker offers; the server decides by the bytes whatever the picker lets through. */
export const ACCEPTED_FILES = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif,application/pdf,.pdf';

/** Refused here before any byte is sent, in the words the server would use. */
export function refusalBeforeUpload(file: File): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return `Each file must be ${ATTACHMENT_MAX_MB} MB or smaller.`;
  if (file.size === 0) return 'This file is empty. Please choose another one.';
  return null;
}

export class UploadError extends Error {}

/**
 * Sends one file to the conversation (POST /api/conversations/{id}/attachments). XMLHttpRequest, not
 * fetch: only it reports upload progress. Fails with an UploadError whose message can be shown as is.
 */
export function uploadAttachment(
  conversationId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<AttachmentView> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/conversations/${encodeURIComponent(conversationId)}/attachments`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (AttachmentView & { message?: string }) | null;
      if (xhr.status === 201 && body) return resolve(body);
      if (xhr.status === 401)
        return reject(new UploadError('You are signed out. Sign in again to send files.'));
      if (xhr.status === 429)
        return reject(new UploadError('Too many files at once. Wait a minute and try again.'));
      reject(new UploadError(body?.message ?? 'The file could not be uploaded. Please try again.'));
    };
    xhr.onerror = () =>
      reject(
        new UploadError(
          navigator.onLine === false
            ? 'You are offline. Files can be attached when you are back online.'
            : 'The connection was lost while uploading. Please try again.',
        ),
      );
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** "1.2 MB", "830 KB": sizes as people read them. */
export function readableSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
