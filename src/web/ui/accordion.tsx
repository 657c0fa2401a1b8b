import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '../lib/cn';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn('border-b border-slate-200 last:border-b-0 dark:border-slate-700', className)}
      {...props}
    />
  );
}

/** The header button; `headingLevel` keeps the page's heading outline intact. */
export function AccordionTrigger({
  children,
  className,
  icon,
}: {
  children: ReactNode;
  className?: string;
  icon?: ReactNode;
}) {
  return (
    <AccordionPrimitive.Header asChild>
      <h2>
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex w-full items-center gap-3 px-4 py-4 text-left text-base font-semibold hover:bg-slate-50 sm:px-6 dark:hover:bg-slate-800/60',
            className,
          )}
        >
          {icon}
          <span className="flex-1">{children}</span>
          <ChevronDown
            className="h-5 w-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 dark:text-slate-400"
            aria-hidden="true"
          />
        </AccordionPrimitive.Trigger>
      </h2>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <AccordionPrimitive.Content className={cn('px-4 pb-5 sm:px-6', className)}>
      {children}
    </AccordionPrimitive.Content>
  );
}
