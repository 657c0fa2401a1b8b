import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  DEFAULT_TICKET_PRIORITY,
  TICKET_DESCRIPTION_MAX,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_TITLE_MAX,
} from '@common/constants';
import { ticketFormSchema, type TicketFormInput, type TicketView } from '@common/schemas/support';
import { toast, toastFailure } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Input, Textarea } from '../../ui/input';
import { FormField } from '../auth/form-field';
import { useCreateTicket } from './support-api';

export const TICKET_FORM_ID = 'create-support-ticket';

const selectClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 field-text text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

const emptyTicket: TicketFormInput = { title: '', description: '', priority: DEFAULT_TICKET_PRIORITY };

/** /support: the collapsible 'Create Support Ticket' form. Closes itself after a success. */
export function TicketForm({ onDone }: { onDone: (created?: TicketView) => void }) {
  const createTicket = useCreateTicket();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TicketFormInput>({ resolver: zodResolver(ticketFormSchema), defaultValues: emptyTicket });

  // The form only mounts when 'New Ticket' opens it: take keyboard and screen-reader users straight
  // to the first field instead of leaving them on the button above.
  useEffect(() => setFocus('title'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await createTicket.mutateAsync(values);
      toast({ title: 'Support ticket created successfully', variant: 'success' });
      reset(emptyTicket);
      onDone(created);
    } catch (error) {
      toastFailure('Failed to create support ticket', error);
    }
  });

  return (
    <Card id={TICKET_FORM_ID} className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold">Create Support Ticket</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Tell us what is going on and we will get back to you.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5">
        <fieldset disabled={isSubmitting} className="space-y-4">
          <FormField id="ticket-title" label="Title" error={errors.title?.message}>
            <Input
              maxLength={TICKET_TITLE_MAX}
              placeholder="Brief description of your issue"
              {...register('title')}
            />
          </FormField>
          <FormField id="ticket-description" label="Description" error={errors.description?.message}>
            <Textarea
              rows={5}
              maxLength={TICKET_DESCRIPTION_MAX}
              placeholder="Please provide detailed information about your issue"
              {...register('description')}
            />
          </FormField>
          <FormField id="ticket-priority" label="Priority" error={errors.priority?.message}>
            <select className={selectClass} {...register('priority')}>
              {TICKET_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {TICKET_PRIORITY_LABELS[p]}
                </option>
              ))}
            </select>
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => {
                reset(emptyTicket);
                onDone();
              }}
            >
              Cancel
            </Button>
            <Button type="submit">
              <Send className="h-4 w-4" aria-hidden="true" />
              {isSubmitting ? 'Creating...' : 'Create Ticket'}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
