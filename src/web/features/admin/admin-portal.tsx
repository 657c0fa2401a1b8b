import * as Tabs from '@radix-ui/react-tabs';
import { Activity, LifeBuoy, Scale, Users } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  ADMIN_PAGE_SIZE,
  type AdminPage,
  type AdminSummary,
  type AdminTicketView,
  type AdminUserView,
} from '@common/schemas/admin';
import type { PublicUser } from '@common/types';
import { toast, toastFailure } from '../../lib/toast';
import { Card } from '../../ui/card';
import { Spinner } from '../../ui/spinner';
import { ActivityTable } from './activity-table';
import {
  useActivityPage,
  useAdminTicketsPage,
  useAdminUsersPage,
  useDeleteUser,
  useOnlineUserIds,
  useUnbanUser,
  type PageParams,
} from './admin-api';
import { fullName } from './format';
import { LegalHoldsTab } from './legal-holds-tab';
import { PageControls, pageStatus, SearchBox } from './pager';
import { SummaryCards } from './summary-cards';
import { DeleteTicketDialog, ReplyTicketDialog, UpdateTicketDialog } from './ticket-dialogs';
import { TicketsTable } from './tickets-table';
import { BanUserDialog, ResetPasswordDialog } from './user-dialogs';
import { UsersTable } from './users-table';

const tabTrigger =
  'inline-flex flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm sm:flex-none dark:text-slate-300 dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-white';

function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className="mt-4 outline-none">
      <Card className="overflow-hidden">{children}</Card>
    </Tabs.Content>
  );
}

/**
 * A paged tab: which page it shows (offset, and the Users tab's search) and that page from the server.
 * A new search starts at its first page; when no rows are left from the offset on (the last one on the
 * last page was deleted), it goes back to the last page.
 */
function usePagedList<T>(useList: (params: PageParams) => UseQueryResult<AdminPage<T>>) {
  const [params, setParams] = useState<PageParams>({ offset: 0 });
  const query = useList(params);
  const total = query.isPlaceholderData ? undefined : query.data?.total;
  useEffect(() => {
    if (total && params.offset >= total)
      setParams((p) => ({ ...p, offset: Math.floor((total - 1) / ADMIN_PAGE_SIZE) * ADMIN_PAGE_SIZE }));
  }, [total, params.offset]);
  const setOffset = useCallback((offset: number) => setParams((p) => ({ ...p, offset })), []);
  const setQuery = useCallback(
    (q: string) => setParams((p) => ((p.q ?? '') === q ? p : { offset: 0, q })),
    [],
  );
  /** The status of the rows on screen: 'Loading' while the next page replaces the one shown. */
  const status = (noun: readonly [string, string], loading: string) => {
    const page = query.data;
    if (!page || query.isPlaceholderData) return loading;
    const shown = page.items.length;
    return pageStatus({ offset: page.offset, shown, total: page.total, noun, q: params.q });
  };
  return { params, setOffset, setQuery, query, status };
}

/**
 * The administrator's view: summary cards and the Users, Support and Activity tabs with their dialogs.
 * Each list is fetched and shown a page at a time (ADMIN_PAGE_SIZE rows); the cards count everything.
 */
export function AdminPortal({ admin, summary }: { admin: PublicUser; summary: AdminSummary }) {
  const usersList = usePagedList(useAdminUsersPage);
  const ticketsList = usePagedList(useAdminTicketsPage);
  const activityList = usePagedList(useActivityPage);
  const users = usersList.query.data?.items ?? [];
  // Presence comes with each user when the server tracks it; otherwise from the online-users list.
  const onlineIds = useOnlineUserIds(users.some((u) => u.online === undefined));
  const isOnline = (u: AdminUserView) => u.online ?? onlineIds.has(u.id);

  const [banTarget, setBanTarget] = useState<AdminUserView | null>(null);
  const [resetTarget, setResetTarget] = useState<AdminUserView | null>(null);
  const [ticketToReply, setTicketToReply] = useState<AdminTicketView | null>(null);
  const [ticketToUpdate, setTicketToUpdate] = useState<AdminTicketView | null>(null);
  const [ticketToDelete, setTicketToDelete] = useState<AdminTicketView | null>(null);
  const unban = useUnbanUser();
  const deleteUser = useDeleteUser();

  const userActions = {
    ban: setBanTarget,
    resetPassword: setResetTarget,
    unban: (user: AdminUserView) =>
      unban.mutate(user.id, {
        onSuccess: () => toast({ title: 'User unbanned successfully', variant: 'success' }),
        onError: (error) => toastFailure('Failed to unban user', error),
      }),
    remove: (user: AdminUserView) => {
      const sure = window.confirm(
        `Are you sure you want to permanently delete ${fullName(user)}? This action cannot be undone.`,
      );
      if (!sure) return;
      deleteUser.mutate(user.id, {
        onSuccess: (result) =>
          result.outcome === 'deleted'
            ? toast({ title: 'User deleted successfully', variant: 'success' })
            : toast({ title: 'User deactivated', description: result.message, durationMs: 5000 }),
        onError: (error) => toastFailure('Failed to delete user', error),
      });
    },
  };

  const usersPage = usersList.query.data;
  const ticketsPage = ticketsList.query.data;
  const activityPage = activityList.query.data;
  return (
    <>
      <SummaryCards summary={summary} />
      <Tabs.Root defaultValue="users">
        <Tabs.List
          aria-label="Admin sections"
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-200/70 p-1 sm:inline-flex dark:bg-slate-800"
        >
          <Tabs.Trigger value="users" className={tabTrigger}>
            <Users className="h-4 w-4" aria-hidden="true" /> Users
          </Tabs.Trigger>
          <Tabs.Trigger value="support" className={tabTrigger}>
            <LifeBuoy className="h-4 w-4" aria-hidden="true" /> Support
          </Tabs.Trigger>
          <Tabs.Trigger value="activity" className={tabTrigger}>
            <Activity className="h-4 w-4" aria-hidden="true" /> Activity
          </Tabs.Trigger>
          <Tabs.Trigger value="legal-holds" className={tabTrigger}>
            <Scale className="h-4 w-4" aria-hidden="true" /> Legal Holds
          </Tabs.Trigger>
        </Tabs.List>
        <TabPanel value="users">
          <PageControls
            label="Users"
            status={usersList.status(['user', 'users'], 'Loading users...')}
            offset={usersList.params.offset}
            limit={ADMIN_PAGE_SIZE}
            total={usersPage?.total ?? 0}
            busy={usersList.query.isFetching}
            onOffset={usersList.setOffset}
          >
            <SearchBox label="Search users" placeholder="Name or e-mail" onSearch={usersList.setQuery} />
          </PageControls>
          {usersPage ? (
            <UsersTable
              users={users}
              adminId={admin.id}
              isOnline={isOnline}
              actions={userActions}
              emptyText={usersList.params.q ? 'No users match this search' : 'No users yet'}
            />
          ) : (
            <ListState failed={usersList.query.isError} label="Loading users..." />
          )}
        </TabPanel>
        <TabPanel value="support">
          <PageControls
            label="Support tickets"
            status={ticketsList.status(['ticket', 'tickets'], 'Loading tickets...')}
            offset={ticketsList.params.offset}
            limit={ADMIN_PAGE_SIZE}
            total={ticketsPage?.total ?? 0}
            busy={ticketsList.query.isFetching}
            onOffset={ticketsList.setOffset}
          />
          {ticketsPage ? (
            <TicketsTable
              tickets={ticketsPage.items}
              onReply={setTicketToReply}
              onUpdate={setTicketToUpdate}
              onDelete={setTicketToDelete}
            />
          ) : (
            <ListState failed={ticketsList.query.isError} label="Loading tickets..." />
          )}
        </TabPanel>
        <TabPanel value="activity">
          {activityPage ? (
            <ActivityTable
              entries={activityPage.items}
              controls={
                <PageControls
                  label="Activity"
                  status={activityList.status(['entry', 'entries'], 'Loading activity...')}
                  offset={activityList.params.offset}
                  limit={ADMIN_PAGE_SIZE}
                  total={activityPage.total}
                  busy={activityList.query.isFetching}
                  onOffset={activityList.setOffset}
                />
              }
            />
          ) : (
            <ListState failed={activityList.query.isError} label="Loading activity..." />
          )}
        </TabPanel>
        <TabPanel value="legal-holds">
          <LegalHoldsTab />
        </TabPanel>
      </Tabs.Root>
      <BanUserDialog user={banTarget} onClose={() => setBanTarget(null)} />
      <ResetPasswordDialog user={resetTarget} onClose={() => setResetTarget(null)} />
      <ReplyTicketDialog ticket={ticketToReply} onClose={() => setTicketToReply(null)} />
      <UpdateTicketDialog ticket={ticketToUpdate} onClose={() => setTicketToUpdate(null)} />
      <DeleteTicketDialog ticket={ticketToDelete} onClose={() => setTicketToDelete(null)} />
    </>
  );
}

function ListState({ failed, label }: { failed: boolean; label: string }) {
  if (!failed) return <Spinner label={label} />;
  return (
    <p role="alert" className="p-6 text-center text-red-700 dark:text-red-400">
      This list could not be loaded. Please refresh the page to try again.
    </p>
  );
}
