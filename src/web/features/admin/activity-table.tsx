import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityView,
} from '@common/schemas/admin';
import type { ReactNode } from 'react';
import { DataTable, Td, Th, Tr } from '../support/data-table';
import { adminDate, fullName } from './format';
import { EmptyPage } from './pager';

const isKnownAction = (action: string): action is ActivityAction =>
  (ACTIVITY_ACTIONS as readonly string[]).includes(action);
const actionLabel = (action: string) => (isKnownAction(action) ? ACTIVITY_ACTION_LABELS[action] : action);

/** /admin Activity tab: 'Admin Activity Log', a page of it under its paging controls. */
export function ActivityTable({ entries, controls }: { entries: ActivityView[]; controls?: ReactNode }) {
  return (
    <div>
      <h2 className="px-4 pt-4 text-lg font-semibold">Admin Activity Log</h2>
      {controls}
      {entries.length === 0 ? (
        <EmptyPage>No admin activity yet</EmptyPage>
      ) : (
        <>
          <ul
            className="divide-y divide-slate-100 text-sm md:hidden dark:divide-slate-800"
            aria-label="Admin Activity Log"
          >
            {entries.map((entry) => (
              <li key={entry.id} className="p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="font-medium">{actionLabel(entry.action)}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{adminDate(entry.createdAt)}</p>
                </div>
                <p className="text-slate-600 dark:text-slate-300">
                  Target: {entry.targetUser ? fullName(entry.targetUser) : 'N/A'}
                </p>
                <p className="mt-1 break-words">{entry.details}</p>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <DataTable caption="Admin Activity Log">
              <thead>
                <tr>
                  <Th>Action</Th>
                  <Th>Target User</Th>
                  <Th>Details</Th>
                  <Th>Date</Th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <Tr key={entry.id}>
                    <Td className="whitespace-nowrap font-medium">{actionLabel(entry.action)}</Td>
                    <Td>{entry.targetUser ? fullName(entry.targetUser) : 'N/A'}</Td>
                    <Td className="max-w-md break-words text-slate-700 dark:text-slate-300">
                      {entry.details}
                    </Td>
                    <Td className="whitespace-nowrap">{adminDate(entry.createdAt)}</Td>
                  </Tr>
                ))}
              </tbody>
            </DataTable>
          </div>
        </>
      )}
    </div>
  );
}
