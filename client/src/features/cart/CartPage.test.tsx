import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { unindexedHead } from '../../components/head/head';
import { formatPrice } from '../../lib/format';
import type { Language } from '../../lib/language';
import { mock, mockError, renderWithProviders, sentOperations, text, type MockedResponse } from '../../test/render';
import CartPage from './CartPage';
import { CartCountQuery } from '../../shop/cart/cartCount';
import { CartQuery, CheckoutMutation, ClearCartMutation, RemoveCartItemMutation, UpdateCartItemMutation } from '../../shop/cart/operations';

interface Line {
  id: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  originalUnitPrice: number;
  stockQuantity: number;
}

const line = ({ id, productName, quantity, unitPrice, originalUnitPrice, stockQuantity }: Line) => ({
  __typename: 'CartItem',
  id,
  productId: `p-${id}`,
  productName,
  productSku: `SKU-${id}`,
  productImageUrl: null,
  quantity,
  stockQuantity,
  available: true,
  unitPrice,
  originalUnitPrice,
  totalPrice: unitPrice * quantity,
});

/** A cart as the server answers it: its totals from its lines (undiscounted amount, discount, price). */
function cart(lines: Line[]) {
  const totalAmount = lines.reduce((sum, l) => sum + l.originalUnitPrice * l.quantity, 0);
  const totalPrice = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return {
    __typename: 'Cart',
    id: 'cart1',
    itemCount: lines.length,
    totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalAmount,
    totalDiscount: totalAmount - totalPrice,
    totalPrice,
    items: lines.map(line),
  };
}

const LAPTOP: Line = { id: 'l1', productName: 'ThinkPad X1', quantity: 2, unitPrice: 1500, originalUnitPrice: 1600, stockQuantity: 5 };
const MOUSE: Line = { id: 'l2', productName: 'MX Master 3S', quantity: 1, unitPrice: 25, originalUnitPrice: 25, stockQuantity: 10 };

async function openCart(language: Language, mocks: MockedResponse[] = []) {
  const view = renderWithProviders(<CartPage head={unindexedHead('head.cart')} />, {
    language,
    mocks: [mock(CartQuery, undefined, { cart: cart([LAPTOP, MOUSE]) }), ...mocks],
  });
  await screen.findByText('ThinkPad X1');
  const lineOf = (name: string) => within(screen.getAllByTestId('cart-line').find((element) => within(element).queryByText(name))!);
  const money = (testId: string) => screen.getByTestId(testId).textContent;
  return { ...view, lineOf, money, price: (amount: number) => formatPrice(amount, language) };
}

describe('the cart’s lines', () => {
  it('shows the lines and the server’s totals', async () => {
    const { lineOf, money, price } = await openCart('az');
    expect(lineOf('ThinkPad X1').getByTestId('cart-line-total').textContent).toBe(price(3000));
    expect(money('cart-total-amount')).toBe(price(3225));
    expect(money('cart-total-discount')).toBe(price(200));
    expect(money('cart-total')).toBe(price(3025));
  });

  it('names the page in the document’s head, never to be indexed', async () => {
    for (const language of ['en', 'az'] as const) {
      const { unmount } = await openCart(language);
      expect(document.title).toBe(`${text(language, 'head.cart')} | Texnika Mağazası`);
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
      unmount();
    }
  });

  it('shows a new quantity at once and sends only the last one, after half a second of quiet', async () => {
    const answer = { updateCartItem: cart([{ ...LAPTOP, quantity: 4 }, MOUSE]) };
    const { user, lineOf, money, requests, price, t } = await openCart('en', [mock(UpdateCartItemMutation, { id: 'l1', quantity: 4 }, answer)]);
    const laptop = lineOf('ThinkPad X1');
    await user.click(laptop.getByRole('button', { name: t('product.detail.quantity.increase') }));
    await user.click(laptop.getByRole('button', { name: t('product.detail.quantity.increase') }));

    expect(laptop.getByRole('textbox', { name: t('product.detail.quantity') })).toHaveProperty('value', '4');
    // Estimated from the lines until the server answers.
    expect(money('cart-total')).toBe(price(6025));
    expect(sentOperations(requests)).toEqual(['Cart']);

    await waitFor(() => expect(sentOperations(requests)).toEqual(['Cart', 'UpdateCartItem']));
    expect(requests[1]!.variables).toEqual({ id: 'l1', quantity: 4 });
    await waitFor(() => expect(money('cart-total-amount')).toBe(price(6425)));
    expect(money('cart-total')).toBe(price(6025));
  });

  it('keeps a typed quantity within the stock', async () => {
    const answer = { updateCartItem: cart([{ ...LAPTOP, quantity: 5 }, MOUSE]) };
    const { user, lineOf, requests, t } = await openCart('en', [mock(UpdateCartItemMutation, { id: 'l1', quantity: 5 }, answer)]);
    const input = lineOf('ThinkPad X1').getByRole('textbox', { name: t('product.detail.quantity') });
    await user.clear(input);
    await user.type(input, '12');

    expect(input).toHaveProperty('value', '5');
    expect(lineOf('ThinkPad X1').getByRole('button', { name: t('product.detail.quantity.increase') })).toHaveProperty('disabled', true);
    await waitFor(() => expect(sentOperations(requests)).toEqual(['Cart', 'UpdateCartItem']));
    expect(requests[1]!.variables).toEqual({ id: 'l1', quantity: 5 });
  });

  it('removes a line; the page and the header’s count follow the answer, without a refetch', async () => {
    const { user, lineOf, money, requests, cache, price, t } = await openCart('az', [
      mock(RemoveCartItemMutation, { id: 'l2' }, { removeCartItem: cart([LAPTOP]) }),
    ]);
    await user.click(lineOf('MX Master 3S').getByRole('button', { name: t('cart.remove', { name: 'MX Master 3S' }) }));

    await waitFor(() => expect(screen.queryByText('MX Master 3S')).toBeNull());
    expect(money('cart-total')).toBe(price(3000));
    expect(cache.readQuery({ query: CartCountQuery })).toEqual({ cartCount: 1 });
    expect(sentOperations(requests)).toEqual(['Cart', 'RemoveCartItem']);
  });

  it('keeps a line the server would not remove, and says why in the interface language', async () => {
    const refused = { message: 'Cart item not found', code: 'NOT_FOUND', reason: 'cartItemNotFound' };
    const { user, lineOf, t } = await openCart('en', [mockError(RemoveCartItemMutation, { id: 'l2' }, refused)]);
    await user.click(lineOf('MX Master 3S').getByRole('button', { name: t('cart.remove', { name: 'MX Master 3S' }) }));

    // English readers get the server's own message for a mistake of theirs (spec: "server message").
    expect(await screen.findByText('Cart item not found')).toBeTruthy();
    expect(lineOf('MX Master 3S').getByRole('button', { name: t('cart.remove', { name: 'MX Master 3S' }) })).toHaveProperty('disabled', false);
  });

  it('removes everything with Remove all', async () => {
    const { user, requests, t } = await openCart('en', [mock(ClearCartMutation, {}, { clearCart: cart([]) })]);
    await user.click(screen.getByRole('button', { name: t('cart.removeAll') }));

    expect(await screen.findByText(t('cart.empty'))).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['Cart', 'ClearCart']);
  });
});

describe('Buy now', () => {
  const whatsAppUrl = 'https://wa.me/994501234567?text=Sifari%C5%9F%20ORD-2026-0042';
  const checkoutAnswer = {
    checkout: {
      __typename: 'CheckoutResult',
      whatsAppUrl,
      orderId: 'o42',
      reference: 'ORD-2026-0042',
      order: { __typename: 'Order', id: 'o42', reference: 'ORD-2026-0042', status: 'PENDING', totalPrice: 3025, createdAt: '2026-01-01T00:00:00Z' },
      cart: cart([]),
    },
  };

  it('records the order in the interface language and points the tab it opened at the order’s WhatsApp link', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user, requests, price, t } = await openCart('az', [mock(CheckoutMutation, { input: { language: 'az' } }, checkoutAnswer)]);
    await user.click(screen.getByRole('button', { name: t('cart.buyNow') }));

    const placed = within(await screen.findByTestId('order-placed'));
    expect(open).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(whatsAppUrl);
    expect(placed.getByTestId('order-reference').textContent).toBe('ORD-2026-0042');
    expect(placed.getByTestId('order-total').textContent).toBe(price(3025));
    // Named with what it does and that it opens a new tab (a visually hidden part).
    const link = placed.getByRole('link', { name: (name) => name.startsWith(t('cart.openWhatsApp')) && name.endsWith(t('common.newTab')) });
    expect(link.getAttribute('href')).toBe(whatsAppUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await screen.findByText(t('cart.empty'))).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['Cart', 'Checkout']);
  });

  it('opens the link itself when the browser blocked the early tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, t } = await openCart('en', [mock(CheckoutMutation, { input: { language: 'en' } }, checkoutAnswer)]);
    await user.click(screen.getByRole('button', { name: t('cart.buyNow') }));

    await screen.findByTestId('order-placed');
    expect(open).toHaveBeenLastCalledWith(whatsAppUrl, '_blank', 'noopener,noreferrer');
  });

  it('closes the early tab and keeps the cart when the order is refused, saying why', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const refused = { message: 'Only 1 left in stock', code: 'BAD_USER_INPUT', reason: 'stockExceeded' };
    const { user, t } = await openCart('az', [mockError(CheckoutMutation, { input: { language: 'az' } }, refused)]);
    await user.click(screen.getByRole('button', { name: t('cart.buyNow') }));

    // Azerbaijani readers get the catalogue's text for the server's reason.
    expect(await screen.findByText(t('errors.stockExceeded'))).toBeTruthy();
    expect(tab.close).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('order-placed')).toBeNull();
    expect(screen.getByText('ThinkPad X1')).toBeTruthy();
  });
});
