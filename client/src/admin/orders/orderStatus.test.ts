import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../i18n/all';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo } from '../../lib/errors';
import { actionKey, allowedTransitions, needsConfirmation, ORDER_STATUSES, statusChangeErrorText, unitCount } from './orderStatus';

const { en, az } = ALL_MESSAGES;

const catalogues: Record<'en' | 'az', Record<string, string>> = { en, az };
const text = (language: 'en' | 'az') => (key: MessageKey) => catalogues[language][key];
const refusal = (message: string, reason?: string) =>
  apiErrorInfo(new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(reason ? { reason } : {}) } }] }));

describe('order status transitions', () => {
  it('moves along new → contacted → confirmed → completed (contacting may be skipped), or cancels an open order', () => {
    expect(allowedTransitions('NEW')).toEqual(['CONTACTED', 'CONFIRMED', 'CANCELLED']);
    expect(allowedTransitions('CONTACTED')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(allowedTransitions('CONFIRMED')).toEqual(['COMPLETED', 'CANCELLED']);
  });

  it('offers nothing once an order is completed or cancelled', () => {
    expect(allowedTransitions('COMPLETED')).toEqual([]);
    expect(allowedTransitions('CANCELLED')).toEqual([]);
  });

  it('never goes back, and skips no step but contacting', () => {
    for (const from of ORDER_STATUSES) {
      const forward = allowedTransitions(from).filter((to) => to !== 'CANCELLED');
      for (const to of forward) {
        const steps = ORDER_STATUSES.indexOf(to) - ORDER_STATUSES.indexOf(from);
        expect(steps === 1 || (from === 'NEW' && to === 'CONFIRMED'), `${from} → ${to}`).toBe(true);
      }
    }
  });

  it('asks before confirming (stock moves) and cancelling, not before the other steps', () => {
    expect(needsConfirmation('CONFIRMED')).toBe(true);
    expect(needsConfirmation('CANCELLED')).toBe(true);
    expect(needsConfirmation('CONTACTED')).toBe(false);
    expect(needsConfirmation('COMPLETED')).toBe(false);
  });

  it('gives every action a text in both languages', () => {
    for (const status of ORDER_STATUSES) {
      for (const target of allowedTransitions(status)) {
        expect(en).toHaveProperty([actionKey(target)]);
        expect(az).toHaveProperty([actionKey(target)]);
      }
    }
  });
});

describe('unitCount', () => {
  it('adds up the quantities of the lines', () => {
    expect(unitCount([{ quantity: 3 }, { quantity: 1 }])).toBe(4);
    expect(unitCount([])).toBe(0);
  });
});

describe('statusChangeErrorText', () => {
  const fallback = 'admin.orders.changeFailed';

  it("shows the server's own message in English (it names what is left)", () => {
    const info = refusal('Only 1 left in stock of Lenovo IdeaPad 3', 'stockExceeded');
    expect(statusChangeErrorText(info, 'en', text('en'), fallback)).toBe('Only 1 left in stock of Lenovo IdeaPad 3');
  });

  it('shows Azerbaijani texts in Azerbaijani, never the English message', () => {
    expect(statusChangeErrorText(refusal('Only 1 left in stock', 'stockExceeded'), 'az', text('az'), fallback)).toBe(
      catalogues.az['errors.stockExceeded'] ?? az['admin.orders.error.stockExceeded'],
    );
    expect(statusChangeErrorText(refusal('Cannot move a completed order', 'statusChangeInvalid'), 'az', text('az'), fallback)).toBe(
      az['errors.statusChangeInvalid'],
    );
  });

  it('falls back to the catalogue when the server says nothing a person can read', () => {
    const internal = apiErrorInfo(new CombinedGraphQLErrors({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
    expect(statusChangeErrorText(internal, 'en', text('en'), fallback)).toBe(en[fallback]);
    expect(statusChangeErrorText(apiErrorInfo(new TypeError('Failed to fetch')), 'az', text('az'), fallback)).toBe(az[fallback]);
  });
});
