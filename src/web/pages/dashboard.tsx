import { useState } from 'react';
import { useAuth } from '../lib/auth';
import { ChatDashboard } from '../features/chat/chat-dashboard';

/** /dashboard (SPEC §2): the chat screen. The router shows 'Please Log In' to visitors. */
export default function Dashboard() {
  const { user } = useAuth();
  const [, setUpgradeOpen] = useState(false);
  if (!user) return null;
  return (
    <div className="flex h-dvh flex-col">
      <h1 className="sr-only">Parley dashboard</h1>
      <ChatDashboard user={user} onPaymentRequired={() => setUpgradeOpen(true)} />
    </div>
  );
}
