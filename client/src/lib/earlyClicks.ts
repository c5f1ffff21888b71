/**
 * A server-rendered page shows before its code has run: a click on one of its buttons would do nothing.
 * Until the page is hydrated, such clicks are held (the browser's own effect prevented), then replayed in
 * order, one a task, from the page's effect (what React rendered is committed by then: a node it has
 * rendered but not committed drops clicks). One on a part hydrated later (the language select, its own
 * chunk) waits for it. Links are left alone: the browser follows them as it would without JavaScript.
 */
const CONTROLS =
  'button, [role="button"], [role="combobox"], [role="tab"], [role="switch"], [role="checkbox"], input[type="checkbox"], input[type="radio"], label, summary';
/** More than a few clicks before the page is ready are a visitor's impatience, not intent. */
const MAX_HELD = 5;
/** Held no longer than this: a part whose code never came stays as dead as it would have been. */
const MAX_HOLD_MS = 15_000;

const held: HTMLElement[] = [];
/** Until the page is hydrated every click on a control is held. */
let pageHydrated = false;
/** A replayed click's update is being rendered: the next one waits for it. */
let replaying = false;

/** Whether React has taken the element over (it keeps its fiber on the node under a `__reactFiber$…` key). */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>(CONTROLS);
  if (!control || control.closest('a[href]')) return;
  event.preventDefault();
  event.stopPropagation();
  if (held.length < MAX_HELD) held.push(control);
}

export function holdEarlyClicks(): void {
  document.addEventListener('click', hold, true);
  setTimeout(() => {
    document.removeEventListener('click', hold, true);
    held.length = 0;
  }, MAX_HOLD_MS);
}

/**
 * Called once the page is hydrated (from its effect): replays what React now runs, and holds no more
 * clicks (React hydrates a part on a click itself from now on). A held click on a part hydrated later
 * waits for that part's replayHeldClicks, or for a later frame.
 */
export function replayClicksOnHydratedPage(): void {
  pageHydrated = true;
  document.removeEventListener('click', hold, true);
  replayHeldClicks();
}

/**
 * Replays the held clicks whose controls React now runs, in the order they came, up to the first one it
 * does not run yet (that one waits for the next call). One click a task, as a person clicks: React
 * renders a click's update before the next one reads the state. Call it from an effect of a lazily
 * hydrated part.
 */
export function replayHeldClicks(): void {
  if (!pageHydrated || replaying) return;
  const next = held[0];
  if (!next) return;
  if (next.isConnected && !ownedByReact(next)) {
    requestAnimationFrame(replayHeldClicks);
    return;
  }
  held.shift();
  // Some controls listen to mousedown (selects), most to click.
  if (next.isConnected)
    for (const type of ['mousedown', 'mouseup', 'click'])
      next.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window, button: 0 }));
  replaying = true;
  setTimeout(() => {
    replaying = false;
    replayHeldClicks();
  });
}
