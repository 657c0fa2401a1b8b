import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../ui/button';
import { FieldError, Input, Label } from '../../ui/input';
import type { useReviewedProposal } from './schedule-submit';

/*
 * The fields the schedule's forms are made of (schedule-forms.tsx, schedule-items.tsx): each labelled,
 * its id made here so the label always names its control.
 */

export interface Person {
  id: string;
  name: string;
}

const select =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

/** A labelled text, date or time input; `className` places it in the form's grid. */
export function TextField({
  label,
  value,
  onChange,
  className,
  ...input
}: InputProps & { label: ReactNode; value: string; onChange: (value: string) => void; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}

/** A labelled drop-down list. */
export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One of the conversation's parents. */
export function PersonField(props: {
  label: ReactNode;
  people: Person[];
  value: string;
  onChange: (id: string) => void;
}) {
  return <SelectField {...props} options={props.people.map((p) => ({ value: p.id, label: p.name }))} />;
}

/** The optional reason of a change request; editing it drops the assistant's earlier suggestion. */
export function ReasonField(props: {
  value: string;
  onChange: (value: string) => void;
  review: { reset: () => void };
  className?: string;
}) {
  return (
    <TextField
      label="Reason (optional)"
      className={props.className}
      value={props.value}
      maxLength={1000}
      onChange={(value) => {
        props.onChange(value);
        props.review.reset();
      }}
    />
  );
}

/**
 * The end of a change request's form: what went wrong, the assistant's suggestion for the reason when
 * it has one (which then holds the buttons), or the submit button.
 */
export function ProposalActions(props: {
  error?: string;
  proposed: Pick<ReturnType<typeof useReviewedProposal>, 'proposal' | 'review' | 'busy'>;
  submitText: string;
  size?: 'sm';
}) {
  const errorId = useId();
  const { proposal, review, busy } = props.proposed;
  return (
    <>
      <FieldError id={errorId} message={props.error} />
      {proposal}
      {!review.proposal && (
        <Button type="submit" size={props.size} disabled={busy}>
          {review.asking ? 'Checking...' : props.submitText}
        </Button>
      )}
    </>
  );
}

/** The end of a form that writes at once: what went wrong, and the submit button. */
export function SubmitActions(props: { error?: string; busy: boolean; submitText: string }) {
  const errorId = useId();
  return (
    <>
      <FieldError id={errorId} message={props.error} />
      <Button type="submit" disabled={props.busy}>
        {props.submitText}
      </Button>
    </>
  );
}
