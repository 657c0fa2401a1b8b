import fs from 'node:fs';
import { expect } from '@playwright/test';

/**
 * Every path the web app routes, read from src/web/routes.tsx (parameters filled in), plus an
 * unknown one and a reset link: a new page is covered by the specs that visit them all, with no list.
 */
export function webPaths(): string[] {
  const source = fs.readFileSync('src/web/routes.tsx', 'utf8');
  const paths = [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!);
  expect(paths.length, 'routes.tsx should declare its pages as <Route path="...">').toBeGreaterThan(5);
  return [
    ...new Set(paths.map((p) => p.replace(/:[^/]+/g, 'x'))),
    '/no-such-page',
    '/reset-password?token=x',
  ];
}
