import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}

/** A row's Actions menu (Radix: arrow keys, Escape and focus return come with it). */
export function RowActions({ label, actions }: { label: string; actions: RowAction[] }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="tap-target h-8 w-8">
          <MoreHorizontal className="h-4 w-4" aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {actions.map((action) => (
            <Menu.Item
              key={action.label}
              onSelect={action.onSelect}
              className={cn(
                'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800',
                action.destructive && 'text-red-700 dark:text-red-400',
              )}
            >
              {action.icon}
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
