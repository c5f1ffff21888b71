/**
 * A server-rendered page shows before its code has run: a click on one of its buttons would do nothing.
 * Until the page is hydrated, such clicks are held (the browser's own effect prevented), then replayed in
 * order, one a task, from the page's effect (what React rendered is committed by then: a node it has
 * rendered but not committed drops clicks). One on a part hydrated later waits for it; one pressed before
 * and released after is replayed whole (a select opens on the press). Links and the submit buttons of
 * forms with an action are left alone: the browser follows or submits them as it would without JavaScript.
 */
const CONTROLS =
  'button, [role="button"], [role="combobox"], [role="tab"], [role="switch"], [role="checkbox"], input[type="checkbox"], input[type="radio"], label, summary';
/** More than a few clicks before the page is ready are a visitor's impatience, not intent. */
const MAX_HELD = 5;
/** Held no longer than this after the app was asked for: a part whose code never came stays as dead as it would have been. */
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

function submitsNatively(control: HTMLElement): boolean {
  return control instanceof HTMLButtonElement && control.type === 'submit' && control.form?.hasAttribute('action') === true;
}

function controlOf(event: MouseEvent): HTMLElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>(CONTROLS);
  return !control || control.closest('a[href]') || submitsNatively(control) ? null : control;
}

/** A control pressed before the page was hydrated: selects open on the press, which nobody heard. */
let pressedEarly: HTMLElement | null = null;

function notePress(event: MouseEvent): void {
  if (!pageHydrated) pressedEarly = controlOf(event);
}

function hold(event: MouseEvent): void {
  if (!event.isTrusted) return; // a replay
  const control = controlOf(event);
  if (pageHydrated) {
    // The release of a press begun before: replay the whole press. Any other click is React's own.
    stopHolding();
    if (!control || control !== pressedEarly) return;
  } else {
    pressedEarly = null;
    if (!control) return;
  }
  event.preventDefault();
  event.stopPropagation();
  if (held.length < MAX_HELD) held.push(control);
  if (pageHydrated) replayHeldClicks();
}

function stopHolding(): void {
  document.removeEventListener('mousedown', notePress, true);
  document.removeEventListener('click', hold, true);
}

export function holdEarlyClicks(): void {
  document.addEventListener('mousedown', notePress, true);
  document.addEventListener('click', hold, true);
}

/** The app's code has been asked for: from now on it has MAX_HOLD_MS to take the held clicks. */
export function expectHydrationSoon(): void {
  setTimeout(() => {
    stopHolding();
    held.length = 0;
  }, MAX_HOLD_MS);
}

/**
 * Called once the page is hydrated (from its effect): replays what React now runs, and holds no more
 * clicks (React hydrates a part on a click itself from now on), except the release of a press begun
 * before. A held click on a part hydrated later waits for it, frame by frame.
 */
export function replayClicksOnHydratedPage(): void {
  pageHydrated = true;
  if (!pressedEarly) stopHolding();
  replayHeldClicks();
}

/**
 * Replays the held clicks whose controls React now runs, in the order they came, up to the first one it
 * does not run yet (that one is tried again the next frame). One click a task, as a person clicks: React
 * renders a click's update before the next one reads the state.
 */
function replayHeldClicks(): void {
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
