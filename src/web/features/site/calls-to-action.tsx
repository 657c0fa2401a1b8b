import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';

/** The pair of buttons the marketing pages end with: try the demo, or sign up. */
export function CallsToAction({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col justify-center gap-3 sm:flex-row', className)}>
      <Button asChild size="lg" variant="outline">
        <Link href="/demo">Try Demo</Link>
      </Button>
      <Button asChild size="lg">
        <Link href="/register">Get Started Free</Link>
      </Button>
    </div>
  );
}
