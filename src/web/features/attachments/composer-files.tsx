import { FileText, Loader2, X } from 'lucide-react';
import type { PendingFile } from './use-attachments';

/** The files attached to the message being written: a preview each, its state in words, a remove button. */
export function ComposerFiles({
  files,
  onRemove,
}: {
  files: PendingFile[];
  onRemove: (key: string) => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-2" aria-label="Files to send" data-testid="composer-files">
      {files.map((file) => (
        <li
          key={file.key}
          className="flex w-full max-w-64 items-center gap-2 rounded-md border border-slate-300 bg-slate-50 p-1.5 text-xs sm:w-64 dark:border-slate-600 dark:bg-slate-800"
          data-testid="composer-file"
          data-status={file.status}
        >
          {file.previewUrl ? (
            <img src={file.previewUrl} alt="" className="h-10 w-10 shrink-0 rounded object-cover" />
          ) : (
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-slate-200 dark:bg-slate-700">
              <FileText className="h-5 w-5" aria-hidden="true" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium" title={file.name}>
              {file.name}
            </p>
            {file.status === 'uploading' && (
              <p className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
                <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" />
                Uploading {Math.round(file.progress * 100)}%
                <progress
                  className="sr-only"
                  value={file.progress}
                  max={1}
                  aria-label={`Uploading ${file.name}`}
                />
              </p>
            )}
            {file.status === 'ready' && <p className="text-slate-600 dark:text-slate-300">Ready to send</p>}
            {file.status === 'failed' && (
              <p className="text-red-700 dark:text-red-300" role="alert">
                {file.error}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => onRemove(file.key)}
            aria-label={`Remove ${file.name}`}
            className="tap-target flex shrink-0 items-center justify-center rounded p-1 hover:bg-slate-200 dark:hover:bg-slate-700"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
