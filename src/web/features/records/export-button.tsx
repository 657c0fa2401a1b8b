import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { ExportDialog } from './export-dialog';

/** The conversation header's "Export" entry: a button that opens the export dialog. */
export function ExportButton({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FileDown className="h-4 w-4" aria-hidden="true" /> Export
      </Button>
      <ExportDialog conversationId={conversationId} open={open} onOpenChange={setOpen} />
    </>
  );
}
