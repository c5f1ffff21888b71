import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own: the page around it first, then each
 * such part in a later task (React hydrates every Suspense boundary separately and yields between them).
 * One long hydration (render and commit) becomes several shorter ones, which a phone's main thread can
 * serve input between. Nothing inside may suspend: there is no fallback to show.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
