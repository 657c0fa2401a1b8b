import { Ban, KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import type { AdminUserView } from '@common/schemas/admin';
import { cn } from '../../lib/cn';
import { DataTable, Td, Th, Tr } from '../support/data-table';
import { adminDate, fullName, initials } from './format';
import { EmptyPage } from './pager';
import { RowActions, type RowAction } from './row-actions';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export interface UserActions {
  ban(user: AdminUserView): void;
  unban(user: AdminUserView): void;
  resetPassword(user: AdminUserView): void;
  remove(user: AdminUserView): void;
}

function actionsFor(user: AdminUserView, adminId: string, actions: UserActions): RowAction[] {
  const own = user.id === adminId;
  const list: RowAction[] = [];
  // The administrator's own account cannot be deleted from the menu; nor banned (the server
  // refuses both), so neither is offered.
  if (user.isBanned === 'true')
    list.push({
      label: 'Unban User',
      icon: <ShieldCheck className="h-4 w-4" aria-hidden="true" />,
      onSelect: () => actions.unban(user),
    });
  else if (!own)
    list.push({
      label: 'Ban User',
      icon: <Ban className="h-4 w-4" aria-hidden="true" />,
      onSelect: () => actions.ban(user),
    });
  list.push({
    label: 'Reset Password',
    icon: <KeyRound className="h-4 w-4" aria-hidden="true" />,
    onSelect: () => actions.resetPassword(user),
  });
  if (!own)
    list.push({
      label: 'Delete User',
      icon: <Trash2 className="h-4 w-4" aria-hidden="true" />,
      onSelect: () => actions.remove(user),
      destructive: true,
    });
  return list;
}

function UserIdentity({ user, online }: { user: AdminUserView; online: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100">
        {initials(user)}
        {online && (
          <span
            className="absolute bottom-0 right-0 h-3 w-3 rounded-full border-2 border-white bg-green-500 dark:border-slate-900"
            aria-hidden="true"
          />
        )}
      </span>
      <div className="min-w-0">
        <p className="font-medium break-words">{fullName(user)}</p>
        <p className="truncate font-mono text-xs text-slate-500 dark:text-slate-400">{user.id}</p>
      </div>
    </div>
  );
}

function UserStatus({ user, online }: { user: AdminUserView; online: boolean }) {
  const banned = user.isBanned === 'true';
  return (
    <div className="flex flex-wrap gap-1.5">
      <span
        className={cn(
          pill,
          banned
            ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
            : 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
        )}
        title={banned && user.banReason ? `Reason: ${user.banReason}` : undefined}
      >
        {banned ? 'Banned' : 'Active'}
      </span>
      {online && <span className={cn(pill, 'bg-emerald-700 text-white')}>Online</span>}
    </div>
  );
}

/** /admin Users tab: a page of users, a table on wide screens and one card per user on phones. */
export function UsersTable({
  users,
  adminId,
  isOnline,
  actions,
  emptyText = 'No users yet',
}: {
  users: AdminUserView[];
  adminId: string;
  isOnline: (user: AdminUserView) => boolean;
  actions: UserActions;
  /** What an empty page says: no one yet, or no one matching the search. */
  emptyText?: string;
}) {
  if (!users.length) return <EmptyPage>{emptyText}</EmptyPage>;
  return (
    <>
      <ul className="divide-y divide-slate-100 md:hidden dark:divide-slate-800" aria-label="Users">
        {users.map((user) => (
          <li key={user.id} className="space-y-2 p-4">
            <div className="flex items-start justify-between gap-2">
              <UserIdentity user={user} online={isOnline(user)} />
              <RowActions
                label={`Actions for ${fullName(user)}`}
                actions={actionsFor(user, adminId, actions)}
              />
            </div>
            <p className="break-all text-sm">{user.email}</p>
            <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
              <UserStatus user={user} online={isOnline(user)} />
              <span>Last active {adminDate(user.lastActiveAt)}</span>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <DataTable caption="Users">
          <thead>
            <tr>
              <Th>User</Th>
              <Th>Email</Th>
              <Th>Status</Th>
              <Th>Last Active</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <Tr key={user.id}>
                <Td>
                  <UserIdentity user={user} online={isOnline(user)} />
                </Td>
                <Td className="break-all">{user.email}</Td>
                <Td>
                  <UserStatus user={user} online={isOnline(user)} />
                </Td>
                <Td className="whitespace-nowrap">{adminDate(user.lastActiveAt)}</Td>
                <Td className="text-right">
                  <RowActions
                    label={`Actions for ${fullName(user)}`}
                    actions={actionsFor(user, adminId, actions)}
                  />
                </Td>
              </Tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}
