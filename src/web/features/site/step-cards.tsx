import type { LucideIcon } from 'lucide-react';
import { Card } from '../../ui/card';

export interface Step {
  title: string;
  text: string;
  icon?: LucideIcon;
}

/** Numbered steps as cards (landing and about both explain the flow this way). */
export function StepCards({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title}>
          <Card className="h-full p-6">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {step.icon ? <step.icon className="h-5 w-5" aria-hidden="true" /> : i + 1}
              </span>
              <span className="text-sm font-semibold text-slate-600 dark:text-slate-400">Step {i + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{step.text}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}
