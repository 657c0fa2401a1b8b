import { CheckCircle2, CircleDot, Clock, XCircle, type LucideIcon } from 'lucide-react';
import { TICKET_STATUS_LABELS, type TicketPriority, type TicketStatus } from '@common/constants';
import { cn } from '../../lib/cn';

const statusLook: Record<TicketStatus, { icon: LucideIcon; iconClass: string; badge: string }> = {
  open: {
    icon: CircleDot,
    iconClass: 'text-blue-600 dark:text-blue-400',
    badge: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  },
  in_progress: {
    icon: Clock,
    iconClass: 'text-amber-600 dark:text-amber-400',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  resolved: {
    icon: CheckCircle2,
    iconClass: 'text-green-600 dark:text-green-400',
    badge: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  },
  closed: {
    icon: XCircle,
    iconClass: 'text-slate-500 dark:text-slate-400',
    badge: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  },
};

const priorityLook: Record<TicketPriority, { label: string; badge: string }> = {
  low: { label: 'Low', badge: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200' },
  medium: { label: 'Medium', badge: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200' },
  high: { label: 'High', badge: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200' },
};

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The status icon in front of a ticket's title; the status is also spelled out in its own column. */
export function TicketStatusIcon({ status, className }: { status: TicketStatus; className?: string }) {
  const { icon: Icon, iconClass } = statusLook[status];
  return <Icon className={cn('h-5 w-5 shrink-0', iconClass, className)} aria-hidden="true" />;
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <span className={cn(pill, statusLook[status].badge)}>{TICKET_STATUS_LABELS[status]}</span>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return <span className={cn(pill, priorityLook[priority].badge)}>{priorityLook[priority].label}</span>;
}
