import { ArrowLeft, LifeBuoy, LogIn, Plus } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/auth';
import { navigateSoon } from '../lib/navigation';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { PageShell, PageTitle } from '../features/support/page-shell';
import { useMyTickets } from '../features/support/support-api';
import { TICKET_FORM_ID, TicketForm } from '../features/support/ticket-form';
import { TicketList } from '../features/support/ticket-list';

/** /support: visible to everyone; filing and listing tickets needs sign-in. */
export default function Support() {
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const [formOpen, setFormOpen] = useState(false);
  const newTicketButton = useRef<HTMLButtonElement>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const clearCreated = useCallback(() => setCreatedId(null), []);
  // The form goes, and focus with it: to the new ticket in the list, or back to New Ticket.
  const formDone = (created?: { id: number }) => {
    setFormOpen(false);
    if (created) setCreatedId(created.id);
    else newTicketButton.current?.focus();
  };
  const tickets = useMyTickets(isAuthenticated);

  const actions = isAuthenticated ? (
    <>
      <Button variant="outline" onClick={() => navigateSoon(navigate, '/dashboard')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to App
      </Button>
      <Button
        ref={newTicketButton}
        aria-expanded={formOpen}
        aria-controls={TICKET_FORM_ID}
        onClick={() => setFormOpen((o) => !o)}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> New Ticket
      </Button>
    </>
  ) : (
    <>
      <Button variant="outline" onClick={() => navigateSoon(navigate, '/')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Home
      </Button>
      <Button onClick={() => navigateSoon(navigate, '/login')}>
        <LogIn className="h-4 w-4" aria-hidden="true" /> Log In to Create Ticket
      </Button>
    </>
  );

  return (
    <PageShell>
      <PageTitle
        title="Support Center"
        subtitle="Get help with the product"
        icon={<LifeBuoy className="h-6 w-6" aria-hidden="true" />}
        actions={actions}
      />
      {isAuthenticated && formOpen && <TicketForm onDone={formDone} />}
      <Card>
        <div className="border-b border-slate-200 px-4 py-4 dark:border-slate-700">
          <h2 className="text-lg font-semibold">Your Support Tickets</h2>
        </div>
        {isAuthenticated ? (
          <TicketList
            tickets={tickets.data}
            isLoading={tickets.isLoading}
            failed={tickets.isError}
            focusTicketId={createdId}
            onFocused={clearCreated}
          />
        ) : (
          <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <p className="font-semibold">Please Log In</p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Sign in to create support tickets and follow their progress.
            </p>
            <Button variant="outline" onClick={() => navigateSoon(navigate, '/login')}>
              <LogIn className="h-4 w-4" aria-hidden="true" /> Log In
            </Button>
          </div>
        )}
      </Card>
    </PageShell>
  );
}
