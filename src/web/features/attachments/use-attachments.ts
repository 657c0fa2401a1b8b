import { useCallback, useEffect, useRef, useState } from 'react';
import { ATTACHMENTS_PER_MESSAGE_MAX } from '@common/constants';
import type { AttachmentView } from '@common/types';
import { announce } from '../../lib/announce';
import { chatApi } from '../chat/chat-api';
import { refusalBeforeUpload, uploadAttachment, UploadError } from './upload';

/** A file in the composer: uploading (with progress), ready to send, or refused (with why). */
export interface PendingFile {
  key: string;
  name: string;
  isImage: boolean;
  /** A local preview of a photo while it uploads (an object URL); the server's once it is ready. */
  previewUrl: string | null;
  progress: number;
  status: 'uploading' | 'ready' | 'failed';
  error: string | null;
  uploaded: AttachmentView | null;
}

/**
 * The files attached to the message being written in one conversation. Each uploads as soon as it is
 * attached (so sending, or queueing offline, needs only their ids); removing one takes the upload back.
 */
export function useAttachments(conversationId: string) {
  const [files, setFiles] = useState<PendingFile[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());

  const update = (key: string, change: Partial<PendingFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const forget = (key: string) => {
    aborts.current.get(key)?.abort();
    aborts.current.delete(key);
    const url = objectUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(key);
  };

  // What is attached now, for add() to count against the limit without running inside a state update.
  const current = useRef<PendingFile[]>([]);
  useEffect(() => {
    current.current = files;
  }, [files]);

  const add = (picked: File[]) => {
    const room = ATTACHMENTS_PER_MESSAGE_MAX - current.current.length;
    if (picked.length > room)
      announce(`At most ${ATTACHMENTS_PER_MESSAGE_MAX} files can go with one message.`);
    const added = picked.slice(0, Math.max(0, room)).map((file): PendingFile => {
      const key = crypto.randomUUID();
      // A browser shows JPEG and PNG itself; a HEIC waits for the server's preview.
      const showable = file.type === 'image/jpeg' || file.type === 'image/png';
      const previewUrl = showable ? URL.createObjectURL(file) : null;
      if (previewUrl) objectUrls.current.set(key, previewUrl);
      const refusal = refusalBeforeUpload(file);
      if (refusal) announce(`${file.name} could not be attached: ${refusal}`);
      else start(key, file);
      return {
        key,
        name: file.name,
        isImage: showable || /\.(heic|heif)$/i.test(file.name),
        previewUrl,
        progress: 0,
        status: refusal ? 'failed' : 'uploading',
        error: refusal,
        uploaded: null,
      };
    });
    current.current = [...current.current, ...added];
    setFiles((list) => [...list, ...added]);
  };

  const start = (key: string, file: File) => {
    const controller = new AbortController();
    aborts.current.set(key, controller);
    uploadAttachment(conversationId, file, (progress) => update(key, { progress }), controller.signal)
      .then((uploaded) => {
        update(key, { status: 'ready', progress: 1, uploaded, previewUrl: uploaded.previewUrl });
        announce(`${uploaded.name} is ready to send.`);
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const message = error instanceof UploadError ? error.message : 'The file could not be uploaded.';
        update(key, { status: 'failed', error: message });
        announce(`${file.name} could not be attached: ${message}`);
      })
      .finally(() => aborts.current.delete(key));
  };

  const remove = useCallback((key: string) => {
    setFiles((list) => {
      const file = list.find((f) => f.key === key);
      if (file?.uploaded) void chatApi.discardUpload(file.uploaded.id).catch(() => undefined);
      return list.filter((f) => f.key !== key);
    });
    forget(key);
  }, []);

  /** After a send (or a queueing): the files that went with the message leave the composer, kept. */
  const sent = useCallback((ids: string[]) => {
    const gone = current.current.filter((f) => f.uploaded && ids.includes(f.uploaded.id));
    for (const f of gone) forget(f.key);
    current.current = current.current.filter((f) => !gone.includes(f));
    setFiles((list) => list.filter((f) => !(f.uploaded && ids.includes(f.uploaded.id))));
  }, []);

  const clear = useCallback(() => {
    for (const key of [...objectUrls.current.keys(), ...aborts.current.keys()]) forget(key);
    current.current = [];
    setFiles([]);
  }, []);

  // Another conversation, another composer: files attached here are not carried over.
  useEffect(() => clear, [conversationId, clear]);

  return {
    files,
    add,
    remove,
    sent,
    uploading: files.some((f) => f.status === 'uploading'),
    readyIds: files.filter((f) => f.status === 'ready').map((f) => f.uploaded!.id),
    failed: files.some((f) => f.status === 'failed'),
  };
}
