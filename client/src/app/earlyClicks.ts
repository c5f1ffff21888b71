/**
 * A server-rendered page shows before its code has run, and parts of it (lazy ones: the language select)
 * are taken over by React later than the rest: a click on a button React does not own yet would do
 * nothing. Such clicks are held (the browser's own effect prevented) and replayed, in order, as soon as
 * React owns the button. Links are left alone: the browser follows them as it would without JavaScript.
 */
const CONTROLS =
  'button, [role="button"], [role="combobox"], [role="tab"], [role="switch"], [role="checkbox"], input[type="checkbox"], input[type="radio"], label, summary';
/** More than a few clicks before the page is ready are a visitor's impatience, not intent. */
const MAX_HELD = 5;
/** Held no longer than this: a part whose code never came stays as dead as it would have been. */
const MAX_HOLD_MS = 15_000;

const held: HTMLElement[] = [];
let replaying = false;

/** Whether React has hydrated the element (it keeps its fiber on the node under a `__reactFiber$…` key). */
function ownedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>(CONTROLS);
  if (!control || control.closest('a[href]') || ownedByReact(control)) return;
  event.preventDefault();
  event.stopPropagation();
  if (held.length >= MAX_HELD) return;
  held.push(control);
  if (!replaying) {
    replaying = true;
    requestAnimationFrame(replayOwned);
  }
}

/** Replays the held clicks whose buttons React now owns, in the order they came; looks again next frame. */
function replayOwned(): void {
  while (held[0] && (!held[0].isConnected || ownedByReact(held[0]))) {
    const control = held.shift()!;
    if (!control.isConnected) continue;
    // Some controls listen to mousedown (selects), most to click.
    for (const type of ['mousedown', 'mouseup', 'click'])
      control.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window, button: 0 }));
  }
  if (held.length > 0) requestAnimationFrame(replayOwned);
  else replaying = false;
}

export function holdEarlyClicks(): void {
  document.addEventListener('click', hold, true);
  setTimeout(() => {
    document.removeEventListener('click', hold, true);
    held.length = 0;
  }, MAX_HOLD_MS);
}
