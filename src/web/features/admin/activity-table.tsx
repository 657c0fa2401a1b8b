import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityView,
} from '@common/schemas/admin';
import { DataTable, Td, Th, Tr } from '../support/data-table';
import { adminDate, fullName } from './format';

const isKnownAction = (action: string): action is ActivityAction =>
  (ACTIVITY_ACTIONS as readonly string[]).includes(action);
const actionLabel = (action: string) => (isKnownAction(action) ? ACTIVITY_ACTION_LABELS[action] : action);

/** SPEC §2 /admin Activity tab: 'Admin Activity Log'. */
export function ActivityTable({ entries }: { entries: ActivityView[] }) {
  return (
    <div>
      <h2 className="px-4 pt-4 text-lg font-semibold">Admin Activity Log</h2>
      {entries.length === 0 ? (
        <p className="p-6 text-center text-slate-600 dark:text-slate-300">No admin activity yet</p>
      ) : (
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
                <Td className="max-w-md break-words text-slate-700 dark:text-slate-300">{entry.details}</Td>
                <Td className="whitespace-nowrap">{adminDate(entry.createdAt)}</Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
