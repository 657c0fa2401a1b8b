import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { ExportDialog } from './export-dialog';

/** The conversation header's "Export" entry: a button that opens the export dialog. */
export function ExportButton({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label="Export"
        title="Export this conversation (PDF or CSV)"
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        <span className="hidden sm:inline">Export</span>
      </Button>
      <ExportDialog conversationId={conversationId} open={open} onOpenChange={setOpen} />
    </>
  );
}
