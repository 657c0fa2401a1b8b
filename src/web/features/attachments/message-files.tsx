import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import type { AttachmentView } from '@common/types';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { readableSize } from './upload';

const downloadUrl = (file: AttachmentView) => `${file.url}?download=1`;

/**
 * The files sent with a message, in its bubble: a photo as a thumbnail that opens the full-size viewer,
 * a PDF as a card that downloads it (a PDF is never opened inside Parley).
 */
export function MessageFiles({ files, onColor }: { files: AttachmentView[]; onColor: boolean }) {
  const [open, setOpen] = useState<AttachmentView | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <ul className="mb-1 flex flex-wrap gap-1.5" aria-label="Attached files" data-testid="message-files">
        {files.map((file) =>
          file.previewUrl ? (
            <li key={file.id}>
              <button
                type="button"
                onClick={() => setOpen(file)}
                className={cn('block overflow-hidden rounded-lg', onColor && 'focus-ring-on-color')}
                aria-label={`View photo ${file.name}`}
              >
                <img
                  src={file.previewUrl}
                  alt=""
                  width={file.width ?? undefined}
                  height={file.height ?? undefined}
                  loading="lazy"
                  className="h-auto max-h-48 w-auto max-w-56 bg-slate-200 object-cover dark:bg-slate-700"
                  data-testid="message-photo"
                />
              </button>
            </li>
          ) : (
            <li key={file.id}>
              <a
                href={downloadUrl(file)}
                download={file.name}
                className={cn(
                  'flex max-w-64 items-center gap-2 rounded-lg px-2 py-1.5 text-xs',
                  onColor ? 'focus-ring-on-color bg-black/20 text-white' : 'bg-white/80 dark:bg-slate-900/60',
                )}
                data-testid="message-document"
              >
                <FileText className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{file.name}</span>
                  <span className="block">PDF, {readableSize(file.size)}. Download</span>
                </span>
              </a>
            </li>
          ),
        )}
      </ul>
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {open && <PhotoViewer file={open} />}
      </Dialog>
    </>
  );
}

/** The full-size photo, named for screen readers; Escape or Close returns to the conversation. */
function PhotoViewer({ file }: { file: AttachmentView }) {
  return (
    <DialogContent
      title={file.name}
      className="max-w-[min(96vw,1200px)]"
      footer={
        <Button asChild variant="outline">
          <a href={downloadUrl(file)} download={file.name}>
            <Download className="mr-2 h-4 w-4" aria-hidden="true" />
            Download ({readableSize(file.size)})
          </a>
        </Button>
      }
    >
      <img
        src={file.url}
        alt={file.name}
        width={file.width ?? undefined}
        height={file.height ?? undefined}
        className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full object-contain"
        data-testid="viewer-photo"
      />
    </DialogContent>
  );
}
