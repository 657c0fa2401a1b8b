import { Link } from 'wouter';
import { useAuth } from '../../lib/auth';
import { Button } from '../../ui/button';
import { ThemeToggle } from '../../ui/theme-toggle';
import { Logo } from './logo';

const navLink =
  'rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white';

/**
 * A link to /about and a Sign In button to /login (Open App once signed in), plus the theme
 * toggle; Features, Demo and Pricing (the /about section) beside it where there is room (a phone's
 * landing page has its own Try Demo button).
 */
export function SiteHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1 sm:gap-3">
          <Link href="/features" className={`${navLink} hidden sm:inline-block`}>
            Features
          </Link>
          <Link href="/demo" className={`${navLink} hidden sm:inline-block`}>
            Demo
          </Link>
          <Link href="/about" className={navLink}>
            About
          </Link>
          <a href="/about#pricing" className={`${navLink} hidden md:inline-block`}>
            Pricing
          </a>
        </nav>
        <ThemeToggle />
        {isAuthenticated ? (
          <Button asChild size="sm">
            <Link href="/dashboard">Open App</Link>
          </Button>
        ) : (
          <Button asChild size="sm">
            <Link href="/login">Sign In</Link>
          </Button>
        )}
      </div>
    </header>
  );
}
