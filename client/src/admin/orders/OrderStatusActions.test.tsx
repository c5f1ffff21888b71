import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../gql/graphql';
import type { Language } from '../../lib/language';
import { mock, mockError, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import { AdminSetOrderStatusMutation } from './operations';
import { OrderStatusActions } from './OrderStatusActions';

const ORDER = { id: 'o1', reference: 'TX-2026-0042' };

const answer = (status: OrderStatus, note: string | null) => ({
  setOrderStatus: {
    __typename: 'Order',
    id: 'o1',
    status,
    updatedAt: '2026-01-02T10:00:00Z',
    history: [{ __typename: 'OrderEvent', status, at: '2026-01-02T10:00:00Z', byName: 'Admin', note }],
  },
});

function render(status: OrderStatus, language: Language, mocks: MockedResponse[] = []) {
  return renderWithProviders(<OrderStatusActions order={{ ...ORDER, status }} />, { language, mocks });
}

describe('changing an order’s status', () => {
  it('offers the moves allowed from its status, none once it is closed', () => {
    const { t, unmount } = render('CONFIRMED', 'az');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([t('admin.orders.action.COMPLETED'), t('admin.orders.action.CANCELLED')]);
    unmount();
    render('COMPLETED', 'az');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText(t('admin.orders.detail.closed'))).toBeTruthy();
  });

  it('marks as contacted at once', async () => {
    const { user, requests, t } = render('NEW', 'en', [
      mock(AdminSetOrderStatusMutation, { id: 'o1', status: 'CONTACTED', note: null }, answer('CONTACTED', null)),
    ]);
    await user.click(screen.getByRole('button', { name: t('admin.orders.action.CONTACTED') }));

    expect(await screen.findByText(t('admin.orders.changed', { reference: ORDER.reference, status: t('orders.status.contacted') }))).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['AdminSetOrderStatus']);
    expect(screen.queryByTestId('order-status-dialog')).toBeNull();
  });

  it('asks before confirming: Go back sends nothing; Confirm sends the trimmed note', async () => {
    const { user, requests, t } = render('NEW', 'az', [
      mock(AdminSetOrderStatusMutation, { id: 'o1', status: 'CONFIRMED', note: 'Zəng edildi' }, answer('CONFIRMED', 'Zəng edildi')),
    ]);
    const ask = async () => {
      await user.click(screen.getByRole('button', { name: t('admin.orders.action.CONFIRMED') }));
      return within(await screen.findByRole('dialog', { name: t('admin.orders.confirm.CONFIRMED.title', { reference: ORDER.reference }) }));
    };

    let dialog = await ask();
    expect(dialog.getByText(t('admin.orders.confirm.CONFIRMED.text'))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('admin.orders.confirm.back') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual([]);

    dialog = await ask();
    await user.type(dialog.getByRole('textbox', { name: t('admin.orders.confirm.note') }), '  Zəng edildi ');
    await user.click(dialog.getByRole('button', { name: t('admin.orders.action.CONFIRMED') }));
    expect(await screen.findByText(t('admin.orders.changed', { reference: ORDER.reference, status: t('orders.status.confirmed') }))).toBeTruthy();
    expect(requests).toEqual([{ operationName: 'AdminSetOrderStatus', variables: { id: 'o1', status: 'CONFIRMED', note: 'Zəng edildi' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the question open and says why when the server refuses (the reason’s text in Azerbaijani)', async () => {
    const refused = { message: 'Only 1 left in stock of ThinkPad X1', reason: 'stockExceeded' };
    const { user, t } = render('CONTACTED', 'az', [mockError(AdminSetOrderStatusMutation, { id: 'o1', status: 'CONFIRMED', note: null }, refused)]);
    await user.click(screen.getByRole('button', { name: t('admin.orders.action.CONFIRMED') }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: t('admin.orders.action.CONFIRMED') }));

    expect(await screen.findByText(t('errors.stockExceeded'))).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
