import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TIMINGS } from '@common/constants';
import { cn } from '../../lib/cn';
import { prefersReducedMotion } from '../../lib/reduced-motion';

export interface Slide {
  src: string;
  title: string;
  caption: string;
  alt: string;
}

const controlClass =
  'flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/**
 * /about: slides advance every 4 s and pause while the pointer or keyboard focus is on the
 * carousel. WCAG 2.2.2 also wants a way to stop the movement, hence the pause button.
 */
export function ScreenshotCarousel({ slides, label }: { slides: Slide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // With reduced motion asked for, the slide show waits for its play button.
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const rotating = !hovered && !focused && !stopped;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), TIMINGS.carouselMs);
    return () => clearInterval(timer);
  }, [rotating, slides.length]);

  const go = (to: number) => setIndex((to + slides.length) % slides.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="flex items-center justify-center gap-2 pb-4">
        <button
          type="button"
          className={controlClass}
          onClick={() => setStopped((s) => !s)}
          aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
        >
          {stopped ? (
            <Play className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Pause className="h-4 w-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className={controlClass}
          onClick={() => go(index - 1)}
          aria-label="Previous slide"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <button type="button" className={controlClass} onClick={() => go(index + 1)} aria-label="Next slide">
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>

      <div
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        aria-live={rotating ? 'off' : 'polite'}
      >
        <div
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              inert={i !== index}
              className="w-full shrink-0"
            >
              <img src={slide.src} alt={slide.alt} width={640} height={400} className="block h-auto w-full" />
              <div className="border-t border-slate-200 p-4 dark:border-slate-700">
                <h3 className="font-semibold">{slide.title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{slide.caption}</p>
              </div>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-4 flex justify-center gap-1">
        {slides.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            onClick={() => go(i)}
            aria-label={`Show slide ${i + 1}: ${slide.title}`}
            aria-current={i === index ? 'true' : undefined}
            className="flex h-8 w-8 items-center justify-center rounded-full"
          >
            <span
              className={cn(
                'block h-2.5 rounded-full transition-all',
                i === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-400 dark:bg-slate-500',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
