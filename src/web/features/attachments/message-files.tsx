import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import type { AttachmentView } from '@common/types';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { readableSize } from './upload';

const downloadUrl = (file: AttachmentView) => `${file.url}?download=1`;

const isPdf = (file: AttachmentView) => file.contentType === 'application/pdf';

/**
 * The files sent with a message, in its bubble: a photo as a thumbnail that opens the full-size viewer;
 * a PDF as a card that downloads it (a PDF is never opened inside Parley), with a picture of its first
 * page above it when the server could render one, which opens the same viewer.
 */
export function MessageFiles({ files, onColor }: { files: AttachmentView[]; onColor: boolean }) {
  const [open, setOpen] = useState<AttachmentView | null>(null);
  if (files.length === 0) return null;
  return (
    <>
      <ul className="mb-1 flex flex-wrap gap-1.5" aria-label="Attached files" data-testid="message-files">
        {files.map((file) =>
          isPdf(file) ? (
            <li key={file.id} className="flex max-w-64 flex-col gap-1">
              {file.previewUrl && (
                <button
                  type="button"
                  onClick={() => setOpen(file)}
                  className={cn(
                    'block self-start overflow-hidden rounded-lg',
                    onColor && 'focus-ring-on-color',
                  )}
                  aria-label={`View first page of ${file.name}`}
                >
                  <img
                    src={file.previewUrl}
                    alt=""
                    loading="lazy"
                    className="h-auto max-h-48 w-auto max-w-56 border border-slate-300 bg-white object-contain dark:border-slate-600"
                    data-testid="message-pdf-preview"
                  />
                </button>
              )}
              <DocumentCard file={file} onColor={onColor} />
            </li>
          ) : file.previewUrl ? (
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
              <DocumentCard file={file} onColor={onColor} />
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

function DocumentCard({ file, onColor }: { file: AttachmentView; onColor: boolean }) {
  return (
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
  );
}

/**
 * The full-size photo, or a PDF's first page (the PDF itself is only downloaded), named for screen
 * readers; Escape or Close returns to the conversation.
 */
function PhotoViewer({ file }: { file: AttachmentView }) {
  const pdf = isPdf(file);
  return (
    <DialogContent
      title={file.name}
      className="max-w-[min(96vw,1200px)]"
      footer={
        <Button asChild variant="outline">
          <a href={downloadUrl(file)} download={file.name}>
            <Download className="mr-2 h-4 w-4" aria-hidden="true" />
            {pdf ? 'Download PDF' : 'Download'} ({readableSize(file.size)})
          </a>
        </Button>
      }
    >
      {pdf && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          First page shown. Download the PDF to read all of it.
        </p>
      )}
      <img
        src={pdf ? file.previewUrl! : file.url}
        alt={pdf ? `First page of ${file.name}` : file.name}
        width={pdf ? undefined : (file.width ?? undefined)}
        height={pdf ? undefined : (file.height ?? undefined)}
        className={cn(
          'mx-auto h-auto w-auto max-w-full object-contain',
          // The line above the page takes room: the dialog's body must not need scrolling (axe).
          pdf ? 'max-h-[58dvh] border border-slate-300 bg-white dark:border-slate-600' : 'max-h-[70dvh]',
        )}
        data-testid={pdf ? 'viewer-pdf-page' : 'viewer-photo'}
      />
    </DialogContent>
  );
}
