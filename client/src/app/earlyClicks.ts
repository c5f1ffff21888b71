/**
 * A server-rendered page shows before its code has run: a click on one of its buttons in that time would
 * do nothing. Such clicks are held (the browser's own effect prevented) and replayed, in order, once the
 * page is hydrated. Links are left alone: the browser follows them as it would without JavaScript.
 */
const CONTROLS =
  'button, [role="button"], [role="combobox"], [role="tab"], [role="switch"], [role="checkbox"], input[type="checkbox"], input[type="radio"], label, summary';
/** More than a few clicks before the page is ready are a visitor's impatience, not intent. */
const MAX_HELD = 5;
/** Should the page never report itself hydrated (its code failed), buttons are let go after this long. */
const MAX_HOLD_MS = 15_000;

const held: HTMLElement[] = [];

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
  setTimeout(() => document.removeEventListener('click', hold, true), MAX_HOLD_MS);
}

/** Called once the page is hydrated: the held clicks reach the page's handlers (some listen to mousedown: selects). */
export function replayEarlyClicks(): void {
  document.removeEventListener('click', hold, true);
  for (const control of held.splice(0)) {
    if (!control.isConnected) continue;
    for (const type of ['mousedown', 'mouseup', 'click'])
      control.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window, button: 0 }));
  }
}
