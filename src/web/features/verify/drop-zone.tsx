import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';

/**
 * A file picker that also takes a file dropped on it: the button opens the browser's own file chooser
 * (keyboard and screen readers use it as any button), and a file dropped anywhere on the zone is taken.
 */
export function DropZone({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        over
          ? 'border-brand-600 bg-brand-50 dark:border-blue-300 dark:bg-slate-800'
          : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900',
      )}
    >
      <FileUp className="h-10 w-10 text-brand-600 dark:text-blue-300" aria-hidden="true" />
      <p className="text-lg font-semibold">Drop an exported PDF, zip or CSV here</p>
      <p id={hintId} className="max-w-md text-sm text-slate-700 dark:text-slate-300">
        The file stays on this device: it is checked here, in your browser, and never uploaded.
      </p>
      <input
        ref={input}
        type="file"
        accept=".pdf,.zip,.csv,application/pdf,application/zip,text/csv"
        aria-label="Parley export to check"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={busy} aria-describedby={hintId}>
        Choose a file
      </Button>
    </div>
  );
}
