import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import az from '../../i18n/az.json';
import en from '../../i18n/en.json';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo } from '../../lib/errors';
import { actionKey, allowedTransitions, needsConfirmation, ORDER_STATUSES, STATUS_COLORS, statusChangeErrorText, statusKey, unitCount } from './orderStatus';

const catalogues: Record<'en' | 'az', Record<string, string>> = { en, az };
const text = (language: 'en' | 'az') => (key: MessageKey) => catalogues[language][key];
const refusal = (message: string, reason?: string) =>
  apiErrorInfo(new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(reason ? { reason } : {}) } }] }));

describe('order status transitions', () => {
  it('moves one step along new → contacted → confirmed → completed, or cancels an open order', () => {
    expect(allowedTransitions('NEW')).toEqual(['CONTACTED', 'CANCELLED']);
    expect(allowedTransitions('CONTACTED')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(allowedTransitions('CONFIRMED')).toEqual(['COMPLETED', 'CANCELLED']);
  });

  it('offers nothing once an order is completed or cancelled', () => {
    expect(allowedTransitions('COMPLETED')).toEqual([]);
    expect(allowedTransitions('CANCELLED')).toEqual([]);
  });

  it('never skips a step or goes back', () => {
    for (const from of ORDER_STATUSES) {
      const forward = allowedTransitions(from).filter((to) => to !== 'CANCELLED');
      for (const to of forward) expect(ORDER_STATUSES.indexOf(to), `${from} → ${to}`).toBe(ORDER_STATUSES.indexOf(from) + 1);
    }
  });

  it('asks before confirming (stock moves) and cancelling, not before the other steps', () => {
    expect(needsConfirmation('CONFIRMED')).toBe(true);
    expect(needsConfirmation('CANCELLED')).toBe(true);
    expect(needsConfirmation('CONTACTED')).toBe(false);
    expect(needsConfirmation('COMPLETED')).toBe(false);
  });

  it('gives every status its own chip colour and a label and every action a text in both languages', () => {
    expect(new Set(Object.values(STATUS_COLORS)).size).toBe(ORDER_STATUSES.length);
    for (const status of ORDER_STATUSES) {
      expect(en).toHaveProperty([statusKey(status)]);
      expect(az).toHaveProperty([statusKey(status)]);
      for (const target of allowedTransitions(status)) {
        expect(en).toHaveProperty([actionKey(target)]);
        expect(az).toHaveProperty([actionKey(target)]);
      }
    }
    expect(az['admin.orders.status.CONTACTED']).toBe('Əlaqə saxlanılıb');
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
