/**
 * The phone project runs only the tests tagged with this: the ones about the phone's own layout (header,
 * menu, search overlay, filter dialog, cart, product page, widths, the phone's axe walk). Behaviour that is
 * the same at every width runs once, on the desktop (docs/testing.md lists what moved).
 */
export const PHONE = { tag: '@phone' } as const;
