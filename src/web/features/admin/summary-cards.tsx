import {
  CheckCircle2,
  Clock,
  Radio,
  ShieldOff,
  Ticket,
  UserCheck,
  Users,
  CircleDot,
  type LucideIcon,
} from 'lucide-react';
import type { AdminSummary } from '@common/schemas/admin';
import { Card } from '../../ui/card';

interface Stat {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: string;
}

function StatCard({ label, value, icon: Icon, tone }: Stat) {
  return (
    <Card className="flex items-center justify-between gap-3 p-3 sm:p-4">
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums">{count.format(value)}</p>
      </div>
      <span className={`hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
    </Card>
  );
}

const count = new Intl.NumberFormat('en-US');

const blue = 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300';
const green = 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300';
const emerald = 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300';
const red = 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300';
const amber = 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300';
const slate = 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300';

/** /admin: two rows of four cards, counted over every account and ticket (GET /api/admin/summary). */
export function SummaryCards({ summary: { users, tickets } }: { summary: AdminSummary }) {
  const rows: Stat[][] = [
    [
      { label: 'Total Users', value: users.total, icon: Users, tone: blue },
      { label: 'Active Users', value: users.active, icon: UserCheck, tone: green },
      { label: 'Online Now', value: users.online, icon: Radio, tone: emerald },
      { label: 'Banned Users', value: users.banned, icon: ShieldOff, tone: red },
    ],
    [
      { label: 'Total Tickets', value: tickets.total, icon: Ticket, tone: slate },
      { label: 'Open Tickets', value: tickets.open, icon: CircleDot, tone: blue },
      { label: 'Working', value: tickets.inProgress, icon: Clock, tone: amber },
      { label: 'Resolved', value: tickets.resolved, icon: CheckCircle2, tone: green },
    ],
  ];
  return (
    <section aria-label="Summary" className="space-y-4">
      {rows.map((row, i) => (
        <div key={i} className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {row.map((stat) => (
            <StatCard key={stat.label} {...stat} />
          ))}
        </div>
      ))}
    </section>
  );
}
