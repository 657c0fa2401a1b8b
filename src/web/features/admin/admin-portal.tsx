import * as Tabs from '@radix-ui/react-tabs';
import { Activity, LifeBuoy, Scale, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminSummary, AdminTicketView, AdminUserView } from '@common/schemas/admin';
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
} from './admin-api';
import { fullName } from './format';
import { LegalHoldsTab } from './legal-holds-tab';
import { PageControls, PageFooter, SearchBox } from './pager';
import { SummaryCards } from './summary-cards';
import { DeleteTicketDialog, ReplyTicketDialog, UpdateTicketDialog } from './ticket-dialogs';
import { TicketsTable } from './tickets-table';
import { BanUserDialog, ResetPasswordDialog } from './user-dialogs';
import { usePagedList } from './use-paged-list';
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
 * The administrator's view: summary cards and the Users, Support and Activity tabs with their dialogs.
 * Each list is fetched and shown a page at a time (ADMIN_PAGE_SIZE rows); the cards count everything.
 */
export function AdminPortal({ admin, summary }: { admin: PublicUser; summary: AdminSummary }) {
  const usersList = usePagedList(useAdminUsersPage, {
    label: 'Users',
    noun: ['user', 'users'],
    loading: 'Loading users...',
  });
  const ticketsList = usePagedList(useAdminTicketsPage, {
    label: 'Support tickets',
    noun: ['ticket', 'tickets'],
    loading: 'Loading tickets...',
  });
  const activityList = usePagedList(useActivityPage, {
    label: 'Activity',
    noun: ['entry', 'entries'],
    loading: 'Loading activity...',
  });
  const users = usersList.page?.items ?? [];
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
          <PageControls {...usersList.controls}>
            <SearchBox label="Search users" placeholder="Name or e-mail" onSearch={usersList.setQuery} />
          </PageControls>
          {usersList.page ? (
            <UsersTable
              users={users}
              adminId={admin.id}
              isOnline={isOnline}
              actions={userActions}
              emptyText={usersList.params.q ? 'No users match this search' : 'No users yet'}
            />
          ) : (
            <ListState failed={usersList.query.isError} label={usersList.loading} />
          )}
          {usersList.page && <PageFooter {...usersList.controls} />}
        </TabPanel>
        <TabPanel value="support">
          <PageControls {...ticketsList.controls} />
          {ticketsList.page ? (
            <TicketsTable
              tickets={ticketsList.page.items}
              onReply={setTicketToReply}
              onUpdate={setTicketToUpdate}
              onDelete={setTicketToDelete}
            />
          ) : (
            <ListState failed={ticketsList.query.isError} label={ticketsList.loading} />
          )}
          {ticketsList.page && <PageFooter {...ticketsList.controls} />}
        </TabPanel>
        <TabPanel value="activity">
          {activityList.page ? (
            <ActivityTable
              entries={activityList.page.items}
              controls={<PageControls {...activityList.controls} />}
            />
          ) : (
            <ListState failed={activityList.query.isError} label={activityList.loading} />
          )}
          {activityList.page && <PageFooter {...activityList.controls} />}
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
