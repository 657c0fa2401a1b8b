import {
  BookUser,
  CalendarDays,
  FileDown,
  HeartHandshake,
  MoreVertical,
  Receipt,
  ScrollText,
} from 'lucide-react';
import { useState } from 'react';
import { OWN_LINE_LABEL } from '@common/constants';
import type { MessageView } from '@common/types';
import { Button } from '../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { CoachDialog } from '../assistant/coach-dialog';
import { SummaryDialog } from '../assistant/summary-dialog';
import { ExpensesDialog } from '../expenses/expenses-dialog';
import { InfoBankDialog } from '../info-bank/info-bank-dialog';
import { ExportDialog } from '../records/export-dialog';
import { ScheduleDialog } from '../schedule/schedule-dialog';
import type { Person } from '../schedule/schedule-forms';
import { fullName } from './format';

type Tool = 'schedule' | 'expenses' | 'info' | 'coach' | 'summary' | 'export';

/** Most recent messages the coach reads as context. */
const COACH_CONTEXT_MESSAGES = 10;

/**
 * The conversation header's secondary actions: the shared schedule, expenses, the info bank, conflict
 * coaching on the draft, a summary of the conversation, and its export. Side by side from the sm
 * breakpoint, as icons with their names for screen readers and a tooltip; written out only from 2xl
 * (seven words left 'Lily' as 'L…' at 1280 px). On a phone they would leave the conversation's name a
 * few letters, so there they sit in one 'More actions' menu, under the same names.
 */
export function AssistantTools({
  conversationId,
  myId,
  messages,
  draft,
  people,
  onPaymentRequired,
}: {
  conversationId: string;
  myId: string;
  /** The participants, for the schedule's and the expenses' forms. */
  people: Person[];
  messages: MessageView[];
  draft: string;
  onPaymentRequired: () => void;
}) {
  const [open, setOpen] = useState<Tool | null>(null);
  const context = messages
    .slice(-COACH_CONTEXT_MESSAGES)
    .map((m) => `${m.senderId === myId ? OWN_LINE_LABEL : fullName(m.sender)}: ${m.finalContent}`)
    .join('\n');
  const toggle = (which: Tool) => (next: boolean) => setOpen(next ? which : null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="sm:hidden" aria-label="More actions">
            <MoreVertical className="h-5 w-5" aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          <DropdownMenuItem
            icon={<CalendarDays className="h-4 w-4" aria-hidden="true" />}
            onSelect={() => setOpen('schedule')}
          >
            Schedule
          </DropdownMenuItem>
          <DropdownMenuItem
            icon={<Receipt className="h-4 w-4" aria-hidden="true" />}
            onSelect={() => setOpen('expenses')}
          >
            Expenses
          </DropdownMenuItem>
          <DropdownMenuItem
            icon={<BookUser className="h-4 w-4" aria-hidden="true" />}
            onSelect={() => setOpen('info')}
          >
            Info bank
          </DropdownMenuItem>
          <DropdownMenuItem
            icon={<HeartHandshake className="h-4 w-4" aria-hidden="true" />}
            onSelect={() => setOpen('coach')}
          >
            Conflict coach
          </DropdownMenuItem>
          <DropdownMenuItem
            icon={<ScrollText className="h-4 w-4" aria-hidden="true" />}
            onSelect={() => setOpen('summary')}
            disabled={messages.length === 0}
          >
            Summarize conversation
          </DropdownMenuItem>
          <DropdownMenuItem
            icon={<FileDown className="h-4 w-4" aria-hidden="true" />}
            onSelect={() => setOpen('export')}
          >
            Export
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 max-sm:hidden 2xl:px-3"
        onClick={() => setOpen('schedule')}
        aria-haspopup="dialog"
        aria-label="Schedule"
        title="The shared schedule"
      >
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        <span className="hidden 2xl:inline">Schedule</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 max-sm:hidden 2xl:px-3"
        onClick={() => setOpen('expenses')}
        aria-haspopup="dialog"
        aria-label="Expenses"
        title="Expenses and reimbursements"
      >
        <Receipt className="h-4 w-4" aria-hidden="true" />
        <span className="hidden 2xl:inline">Expenses</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 max-sm:hidden 2xl:px-3"
        onClick={() => setOpen('info')}
        aria-haspopup="dialog"
        aria-label="Info bank"
        title="The children's info cards"
      >
        <BookUser className="h-4 w-4" aria-hidden="true" />
        <span className="hidden 2xl:inline">Info</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 max-sm:hidden 2xl:px-3"
        onClick={() => setOpen('coach')}
        aria-label="Conflict coach"
        title="Conflict coach"
      >
        <HeartHandshake className="h-4 w-4" aria-hidden="true" />
        <span className="hidden 2xl:inline">Coach</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 max-sm:hidden 2xl:px-3"
        onClick={() => setOpen('summary')}
        disabled={messages.length === 0}
        aria-label="Summarize conversation"
        title="Summarize conversation"
      >
        <ScrollText className="h-4 w-4" aria-hidden="true" />
        <span className="hidden 2xl:inline">Summary</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2 max-sm:hidden 2xl:px-3"
        onClick={() => setOpen('export')}
        aria-haspopup="dialog"
        aria-label="Export"
        title="Export this conversation (PDF or CSV)"
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        <span className="hidden 2xl:inline">Export</span>
      </Button>
      {open === 'schedule' && (
        <ScheduleDialog
          open
          onOpenChange={toggle('schedule')}
          conversationId={conversationId}
          myId={myId}
          people={people}
        />
      )}
      {open === 'expenses' && (
        <ExpensesDialog
          open
          onOpenChange={toggle('expenses')}
          conversationId={conversationId}
          myId={myId}
          people={people}
        />
      )}
      {open === 'info' && (
        <InfoBankDialog
          open
          onOpenChange={toggle('info')}
          conversationId={conversationId}
          myId={myId}
          people={people}
        />
      )}
      {open === 'coach' && (
        <CoachDialog
          open
          onOpenChange={toggle('coach')}
          messageText={draft}
          conversationContext={context}
          onPaymentRequired={onPaymentRequired}
        />
      )}
      {open === 'summary' && (
        <SummaryDialog
          open
          onOpenChange={toggle('summary')}
          conversationId={conversationId}
          onPaymentRequired={onPaymentRequired}
        />
      )}
      <ExportDialog
        conversationId={conversationId}
        open={open === 'export'}
        onOpenChange={toggle('export')}
      />
    </>
  );
}
