import {
  Bell,
  BellRing,
  CreditCard,
  Download,
  LifeBuoy,
  LogOut,
  Menu,
  MessageSquarePlus,
  Search,
  Settings,
  Shield,
  UserPlus,
} from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PublicUser } from '@common/types';
import { loadPage } from '../../lib/navigation';
import { Button } from '../../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { useNotifications } from '../notifications/notification-state';
import { InviteUserDialog } from './invite-user-dialog';
import { logOut } from './log-out';
import { MessageSearchDialog } from './message-search-dialog';
import { StartChatDialog } from './start-chat-dialog';

type OpenDialog = 'start' | 'invite' | 'search' | null;

/** The dashboard menu, a Radix dropdown (arrow keys, Escape, type-ahead). */
export function DashboardMenu({
  user,
  onOpenConversation,
}: {
  user: PublicUser;
  onOpenConversation: (conversationId: string, messageId?: number) => void;
}) {
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const notifications = useNotifications();
  const close = () => setDialog(null);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="w-full justify-start" aria-label="Open menu">
            <Menu className="h-4 w-4" aria-hidden="true" /> Menu
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-[var(--radix-dropdown-menu-trigger-width)]">
          <DropdownMenuItem
            icon={<MessageSquarePlus className="h-4 w-4" />}
            onSelect={() => setDialog('start')}
          >
            Start Chat
          </DropdownMenuItem>
          <DropdownMenuItem icon={<UserPlus className="h-4 w-4" />} onSelect={() => setDialog('invite')}>
            Invite User
          </DropdownMenuItem>
          <DropdownMenuItem icon={<Search className="h-4 w-4" />} onSelect={() => setDialog('search')}>
            Search Messages
          </DropdownMenuItem>
          <DropdownMenuItem icon={<Settings className="h-4 w-4" />} onSelect={() => navigate('/settings')}>
            Settings
          </DropdownMenuItem>
          <DropdownMenuItem
            icon={<CreditCard className="h-4 w-4" />}
            onSelect={() => navigate('/manage-subscription')}
          >
            Manage Subscription
          </DropdownMenuItem>
          <DropdownMenuItem
            icon={notifications.enabled ? <BellRing className="h-4 w-4" /> : <Bell className="h-4 w-4" />}
            // 'Notifications On' turns them off on this device; 'Enable Notifications' back on.
            onSelect={() => void (notifications.enabled ? notifications.turnOff() : notifications.enable())}
          >
            {notifications.enabled ? 'Notifications On' : 'Enable Notifications'}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={<LifeBuoy className="h-4 w-4" />} onSelect={() => loadPage('/support')}>
            Support
          </DropdownMenuItem>
          {/* A data request: everything Parley holds about this user, as a JSON download. */}
          <DropdownMenuItem
            icon={<Download className="h-4 w-4" />}
            onSelect={() => loadPage('/api/user/export')}
          >
            Download My Data
          </DropdownMenuItem>
          {user.isAdmin && (
            <DropdownMenuItem icon={<Shield className="h-4 w-4" />} onSelect={() => loadPage('/admin')}>
              Admin Portal
            </DropdownMenuItem>
          )}
          <DropdownMenuItem icon={<LogOut className="h-4 w-4" />} onSelect={() => void logOut()}>
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <StartChatDialog
        open={dialog === 'start'}
        onClose={close}
        myEmail={user.email}
        onStarted={(id) => onOpenConversation(id)}
      />
      <InviteUserDialog open={dialog === 'invite'} onClose={close} />
      <MessageSearchDialog
        open={dialog === 'search'}
        myId={user.id}
        onClose={close}
        onPick={onOpenConversation}
      />
    </>
  );
}
