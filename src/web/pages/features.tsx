import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { FEATURE_GROUPS } from '../features/site/feature-groups';
import { CallsToAction } from '../features/site/calls-to-action';
import { PageIntro, SiteLayout } from '../features/site/site-layout';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion';
import { Card } from '../ui/card';

/** /features: eleven groups, one open at a time. */
export default function Features() {
  return (
    <SiteLayout>
      <PageIntro eyebrow="Features" title="Everything you need for calmer conversations">
        <p>Open a group to see what Parley does. Only one group is open at a time.</p>
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <Card className="overflow-hidden">
          <Accordion type="single" collapsible defaultValue={FEATURE_GROUPS[0].id}>
            {FEATURE_GROUPS.map((group) => (
              <AccordionItem key={group.id} value={group.id}>
                <AccordionTrigger
                  icon={
                    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-700/30 dark:text-blue-300">
                      <group.icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                  }
                >
                  {group.title}
                </AccordionTrigger>
                <AccordionContent>
                  <p className="text-slate-700 dark:text-slate-300">{group.summary}</p>
                  <ul className="mt-3 space-y-2">
                    {group.items.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check
                          className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                          aria-hidden="true"
                        />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                  {group.link && (
                    <p className="mt-3">
                      <Link
                        href={group.link.href}
                        className="font-medium text-brand-700 underline underline-offset-4 dark:text-blue-300"
                      >
                        {group.link.label}
                      </Link>
                    </p>
                  )}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </Card>
        <div className="mt-12 text-center">
          <h2 className="text-2xl font-bold">See it for yourself</h2>
          <CallsToAction className="mt-6" />
        </div>
      </div>
    </SiteLayout>
  );
}
