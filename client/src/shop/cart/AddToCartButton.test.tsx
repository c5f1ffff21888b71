import { useQuery } from '@apollo/client/react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthToken, setAuthToken } from '../../lib/auth';
import { mock, mockError, renderWithProviders, sentOperations } from '../../test/render';
import { AddToCartButton } from './AddToCartButton';
import { CartCountQuery } from './cartCount';
import { AddToCartMutation } from './operations';

const signIn = () => setAuthToken('token-1', new Date(Date.now() + 3_600_000));

afterEach(() => {
  clearAuthToken();
});

const CART = {
  __typename: 'Cart',
  id: 'cart1',
  itemCount: 3,
  totalQuantity: 4,
  totalAmount: 100,
  totalDiscount: 0,
  totalPrice: 100,
  items: [],
};

describe('Add to cart', () => {
  it('adds the quantity, says so, and moves the header’s count from the answer', async () => {
    signIn();
    const { user, requests, cache, t } = renderWithProviders(<AddToCartButton productId="p1" inStock quantity={2} variant="detail" />, {
      language: 'az',
      mocks: [mock(AddToCartMutation, { productId: 'p1', quantity: 2 }, { addToCart: CART })],
    });
    await user.click(screen.getByRole('button', { name: t('cart.add') }));

    expect(await screen.findByRole('button', { name: t('cart.added') })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(t('cart.added'));
    expect(cache.readQuery({ query: CartCountQuery })).toEqual({ cartCount: 3 });
    expect(sentOperations(requests)).toEqual(['AddToCart']);
  });

  it('keeps the count the answer gave when the header asked for it just before (the older answer comes last)', async () => {
    signIn();
    function HeaderCount() {
      const { data } = useQuery(CartCountQuery);
      return <output data-testid="count">{data?.cartCount ?? '…'}</output>;
    }
    const { user, requests, t } = renderWithProviders(
      <>
        <HeaderCount />
        <AddToCartButton productId="p1" inStock variant="detail" />
      </>,
      {
        mocks: [
          // Asked as the page starts and answered slowly: the server counted before the add.
          { ...mock(CartCountQuery, {}, { cartCount: 0 }), delay: 300 },
          mock(AddToCartMutation, { productId: 'p1', quantity: 1 }, { addToCart: CART }),
          mock(CartCountQuery, {}, { cartCount: 3 }),
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: t('cart.add') }));
    await screen.findByRole('button', { name: t('cart.added') });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sentOperations(requests)).toEqual(['CartCount', 'AddToCart', 'CartCount']);
    expect(screen.getByTestId('count').textContent).toBe('3');
  });

  it('asks a visitor to sign in first, and sends nothing', async () => {
    const { user, requests, t } = renderWithProviders(<AddToCartButton productId="p1" inStock />, { language: 'az' });
    await user.click(screen.getByRole('button', { name: t('cart.add') }));

    expect(await screen.findByRole('dialog', { name: t('signInRequired.title') })).toBeTruthy();
    expect(screen.getByText(t('signInRequired.text', { action: t('signInRequired.action.cart') }))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('says what the server refused, and is ready again', async () => {
    signIn();
    const { user, t } = renderWithProviders(<AddToCartButton productId="p1" inStock />, {
      mocks: [mockError(AddToCartMutation, { productId: 'p1', quantity: 1 }, { message: 'Only 3 left in stock', reason: 'stockExceeded' })],
    });
    await user.click(screen.getByRole('button', { name: t('cart.add') }));

    expect(await screen.findByText('Only 3 left in stock')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: t('cart.add') })).toHaveProperty('disabled', false));
  });

  it('is off for a product out of stock', () => {
    signIn();
    const { requests, t } = renderWithProviders(<AddToCartButton productId="p1" inStock={false} />, { language: 'az' });
    expect(screen.getByRole('button', { name: t('cart.outOfStock') })).toHaveProperty('disabled', true);
    expect(requests).toEqual([]);
  });
});
