import { TERMS_SECTIONS } from '../features/site/terms-sections';
import { PageIntro, SiteLayout } from '../features/site/site-layout';

/** /terms: ten sections, last updated January 10, 2025. The Privacy Policy link lands here too. */
export default function Terms() {
  return (
    <SiteLayout>
      <PageIntro eyebrow="Legal" title="Terms of Service and Privacy Policy">
        <p>Last updated January 10, 2025</p>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Sections" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400">
            Contents
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {TERMS_SECTIONS.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="text-slate-700 underline-offset-4 hover:text-slate-950 hover:underline dark:text-slate-300 dark:hover:text-white"
                >
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10">
          {TERMS_SECTIONS.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
              <h2 id={`${s.id}-heading`} className="text-xl font-bold">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-800 dark:text-slate-200">
                {s.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </SiteLayout>
  );
}
