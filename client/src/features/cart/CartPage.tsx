import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Money } from '../../components/Money';
import { ProductImage } from '../../components/ProductImage';
import { visuallyHidden } from '../../components/visuallyHidden';
import { getFragmentData } from '../../gql';
import type { CartViewFragment as CartView } from '../../gql/graphql';
import type { MessageKey } from '../../i18n';
import { askAgainIfInFlight } from '../../lib/apollo';
import { isUnauthenticated } from '../../lib/errors';
import { useLanguage, usePriceFormatter } from '../../lib/i18n';
import { ROUTES } from '../../lib/site';
import { toast } from '../../lib/toast';
import { storeCart } from '../../shop/cart/cartCache';
import { CartCountQuery } from '../../shop/cart/cartCount';
import { useCartErrorText } from '../../shop/cart/cartErrors';
import { clampQuantity, lineEditsReducer, lineTotal, maxQuantity, QUANTITY_DEBOUNCE_MS, shownQuantity, shownTotals, type LineEdits } from './cartLines';
import { CartQuery, CartViewFragment, CheckoutMutation, ClearCartMutation, RemoveCartItemMutation, UpdateCartItemMutation } from '../../shop/cart/operations';
import { QuantityStepper } from '../../components/QuantityStepper';
import { belowHeader } from '../../lib/headerHeight';
import type { HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';

type Line = CartView['items'][number];

interface PlacedOrder {
  reference: string;
  whatsAppUrl: string;
  total: number;
}

/**
 * /cart (signed-in customers; RequireToken sends visitors to /login): the lines with a quantity stepper
 * whose changes show at once and are sent after 500 ms of quiet, remove and remove all, the totals over
 * the available lines, and Buy now, which records the order and opens its WhatsApp link in a new tab.
 */
export default function CartPage({ head }: { head: HeadMaker }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(CartQuery, { fetchPolicy: 'cache-and-network' });
  const cart = data ? getFragmentData(CartViewFragment, data.cart) : undefined;
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const titleId = useId();

  let body;
  if (!cart && error) {
    const unauthenticated = isUnauthenticated(error);
    body = (
      <Alert
        severity={unauthenticated ? 'warning' : 'error'}
        data-testid="cart-error"
        action={
          unauthenticated ? (
            <Button component={RouterLink} to={ROUTES.login} state={{ from: { pathname: ROUTES.cart, search: '', hash: '' } }} color="inherit" size="small">
              <FormattedMessage id="nav.login" />
            </Button>
          ) : (
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              <FormattedMessage id="common.retry" />
            </Button>
          )
        }
      >
        {intl.formatMessage({ id: unauthenticated ? 'cart.signInFirst' : 'cart.loadFailed' })}
      </Alert>
    );
  } else if (!cart && loading) {
    body = (
      <Box data-testid="cart-loading" aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
      </Box>
    );
  } else if (!cart || cart.items.length === 0) {
    body = (
      <Paper variant="outlined" data-testid="cart-empty" sx={{ py: 8, px: 3, textAlign: 'center', borderRadius: 3, borderStyle: 'dashed' }}>
        <RemoveShoppingCartOutlinedIcon sx={{ fontSize: 56, color: 'grey.500', mb: 1 }} aria-hidden="true" />
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          <FormattedMessage id="cart.empty" />
        </Typography>
        <Button component={RouterLink} to={ROUTES.home} variant="contained" startIcon={<ArrowBackIcon />} data-testid="cart-back-to-shop">
          <FormattedMessage id="cart.backToShop" />
        </Button>
      </Paper>
    );
  } else {
    body = <CartContents cart={cart} onPlaced={setPlaced} />;
  }

  return (
    <Container maxWidth="lg" component="section" aria-labelledby={titleId} sx={{ py: { xs: 3, lg: 5 }, px: { xs: 2, lg: 3 } }} data-testid="cart-page">
      <PageHead of={head} />
      <Typography
        id={titleId}
        component="h1"
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 3, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <ShoppingCartOutlinedIcon aria-hidden="true" sx={{ fontSize: '1.1em' }} />
        <FormattedMessage id="cart.title" />
      </Typography>
      {placed && <OrderPlaced order={placed} />}
      {body}
    </Container>
  );
}

/** After Buy now: the order's reference, and the WhatsApp link again in case the new tab was blocked. */
function OrderPlaced({ order }: { order: PlacedOrder }) {
  return (
    <Alert severity="success" data-testid="order-placed" sx={{ mb: 3 }}>
      <Typography sx={{ fontWeight: 700 }}>
        <FormattedMessage id="cart.orderPlaced" values={{ reference: <span data-testid="order-reference">{order.reference}</span> }} />
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <FormattedMessage id="cart.orderPlaced.text" values={{ price: <Money amount={order.total} data-testid="order-total" /> }} />
      </Typography>
      <Link
        href={order.whatsAppUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="order-whatsapp-link"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
      >
        <WhatsAppIcon fontSize="small" aria-hidden="true" />
        <FormattedMessage id="cart.openWhatsApp" />
        <Box component="span" sx={visuallyHidden}>
          <FormattedMessage id="common.newTab" />
        </Box>
      </Link>
    </Alert>
  );
}

function CartContents({ cart, onPlaced }: { cart: CartView; onPlaced: (order: PlacedOrder) => void }) {
  const intl = useIntl();
  const errorText = useCartErrorText();
  const { language } = useLanguage();
  const [edits, dispatch] = useReducer(lineEditsReducer, {} as LineEdits);
  const [clearing, setClearing] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  const timers = useRef(new Map<string, { timer: number; quantity: number }>());
  const linesRef = useRef(cart.items);
  linesRef.current = cart.items;

  const client = useApolloClient();
  // A header count asked before the change reached the server would answer with the old number.
  const recount = () => askAgainIfInFlight(client, CartCountQuery);
  const [updateItem] = useMutation(UpdateCartItemMutation, { update: (cache, { data }) => storeCart(cache, data?.updateCartItem), onCompleted: recount });
  const [removeItem] = useMutation(RemoveCartItemMutation, { update: (cache, { data }) => storeCart(cache, data?.removeCartItem), onCompleted: recount });
  const [clearCart] = useMutation(ClearCartMutation, { update: (cache, { data }) => storeCart(cache, data?.clearCart), onCompleted: recount });
  const [checkout] = useMutation(CheckoutMutation, { update: (cache, { data }) => storeCart(cache, data?.checkout.cart), onCompleted: recount });

  /** A toast for a failed action: 401 "Please log in first", what the server says, else the action's own text. */
  const failed = useCallback((error: unknown, fallback: MessageKey) => toast(errorText(error, fallback), 'error'), [errorText]);

  /** Sends a line's quantity (the quiet period is over); the answer, or the revert, ends the draft. */
  const send = useCallback(
    async (id: string, quantity: number) => {
      timers.current.delete(id);
      const line = linesRef.current.find((l) => l.id === id);
      if (!line || line.quantity === quantity) {
        dispatch({ type: 'settle', id });
        return;
      }
      dispatch({ type: 'send', id });
      try {
        await updateItem({ variables: { id, quantity } });
      } catch (error) {
        failed(error, 'cart.updateFailed');
      } finally {
        dispatch({ type: 'settle', id });
      }
    },
    [failed, updateItem],
  );

  // Leaving the page within the quiet period still sends what the customer chose.
  const updateRef = useRef(updateItem);
  updateRef.current = updateItem;
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [id, { timer, quantity }] of pending) {
        window.clearTimeout(timer);
        void updateRef.current({ variables: { id, quantity } }).catch(() => undefined);
      }
      pending.clear();
    };
  }, []);

  const change = (line: Line, value: number) => {
    if (edits[line.id]?.busy) return; // locked while its request is under way
    const quantity = clampQuantity(value, maxQuantity(line.stockQuantity));
    dispatch({ type: 'change', id: line.id, quantity });
    const previous = timers.current.get(line.id);
    if (previous) window.clearTimeout(previous.timer);
    const timer = window.setTimeout(() => void send(line.id, quantity), QUANTITY_DEBOUNCE_MS);
    timers.current.set(line.id, { timer, quantity });
  };

  const remove = async (line: Line) => {
    const pending = timers.current.get(line.id);
    if (pending) window.clearTimeout(pending.timer);
    timers.current.delete(line.id);
    dispatch({ type: 'remove', id: line.id });
    try {
      await removeItem({ variables: { id: line.id } });
    } catch (error) {
      failed(error, 'cart.removeFailed');
    } finally {
      dispatch({ type: 'removeDone', id: line.id });
    }
  };

  const removeAll = async () => {
    for (const { timer } of timers.current.values()) window.clearTimeout(timer);
    timers.current.clear();
    dispatch({ type: 'removeAll', ids: cart.items.map((line) => line.id) });
    setClearing(true);
    try {
      await clearCart();
    } catch (error) {
      failed(error, 'cart.clearFailed');
    } finally {
      dispatch({ type: 'removeAllDone' });
      setClearing(false);
    }
  };

  /**
   * The new tab is opened in the click itself (popup blockers allow only that) and pointed at the order's
   * wa.me link once the server answers. `opener` is cut at once, which is what `noopener` would do; it
   * cannot be passed to window.open here because the tab would then not be reachable to navigate.
   */
  const buyNow = async () => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    setCheckingOut(true);
    try {
      const { data } = await checkout({ variables: { input: { language } } });
      if (!data) throw new Error('no answer');
      const { whatsAppUrl, reference, order } = data.checkout;
      if (tab && !tab.closed) tab.location.href = whatsAppUrl;
      else window.open(whatsAppUrl, '_blank', 'noopener,noreferrer');
      onPlaced({ reference, whatsAppUrl, total: order.totalPrice });
    } catch (error) {
      tab?.close();
      // The server's own message (e.g. which product ran out), as the spec says.
      failed(error, 'cart.checkoutFailed');
    } finally {
      setCheckingOut(false);
    }
  };

  const summaryId = useId();
  const totals = shownTotals(cart, cart.items, edits);
  const busy = clearing || checkingOut || Object.keys(edits).length > 0;
  const orderable = cart.items.some((line) => line.available);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }, alignItems: 'start' }}>
      <Box>
        <Box component="ul" data-testid="cart-lines" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {cart.items.map((line) => (
            <li key={line.id}>
              <CartLine
                line={line}
                quantity={shownQuantity(edits, line.id, line.quantity)}
                locked={Boolean(edits[line.id]?.busy) || clearing || checkingOut}
                onChange={(value) => change(line, value)}
                onRemove={() => void remove(line)}
              />
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={ROUTES.home} startIcon={<ArrowBackIcon />} data-testid="cart-back-to-shop">
            <FormattedMessage id="cart.backToShop" />
          </Button>
          <Button
            color="error"
            startIcon={clearing ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : <DeleteOutlineIcon />}
            onClick={() => void removeAll()}
            disabled={clearing || checkingOut}
            data-testid="cart-clear"
          >
            <FormattedMessage id="cart.removeAll" />
          </Button>
        </Box>
      </Box>

      <Paper
        component="aside"
        aria-label={intl.formatMessage({ id: 'cart.summary' })}
        data-testid="cart-summary"
        sx={{ p: { xs: 2, md: 2.5 }, position: { md: 'sticky' }, top: { md: belowHeader(16) } }}
      >
        <Typography id={summaryId} component="h2" variant="h3" sx={{ mb: 2 }}>
          <FormattedMessage id="cart.summary" />
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2, '& dd': { m: 0, textAlign: 'right' } }}>
          <dt>
            <FormattedMessage id="cart.subtotal" />
          </dt>
          <dd>
            <Money amount={totals.totalAmount} data-testid="cart-total-amount" />
          </dd>
          <dt>
            <FormattedMessage id="cart.discount" />
          </dt>
          <Box component="dd" sx={{ color: totals.totalDiscount > 0 ? 'success.dark' : undefined }}>
            {totals.totalDiscount > 0 ? '−' : ''}
            <Money amount={totals.totalDiscount} data-testid="cart-total-discount" />
          </Box>
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>
            <FormattedMessage id="cart.total" />
          </Typography>
          <Money amount={totals.totalPrice} data-testid="cart-total" sx={{ fontWeight: 800, fontSize: '1.35rem' }} />
        </Box>
        {cart.items.some((line) => !line.available) && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="cart-unavailable-note">
            <FormattedMessage id="cart.unavailableNote" />
          </Typography>
        )}
        <Button
          variant="contained"
          color="success"
          size="large"
          fullWidth
          startIcon={checkingOut ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <WhatsAppIcon />}
          onClick={() => void buyNow()}
          disabled={busy || !orderable}
          aria-busy={checkingOut || undefined}
          data-testid="cart-buy-now"
          sx={{ mt: 2.5, py: 1.25, bgcolor: 'success.dark' }}
        >
          <FormattedMessage id="cart.buyNow" />
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          <FormattedMessage id="cart.buyNow.hint" />
        </Typography>
      </Paper>
    </Box>
  );
}

interface CartLineProps {
  line: Line;
  quantity: number;
  locked: boolean;
  onChange: (quantity: number) => void;
  onRemove: () => void;
}

function CartLine({ line, quantity, locked, onChange, onRemove }: CartLineProps) {
  const intl = useIntl();
  const formatPrice = usePriceFormatter();
  const max = maxQuantity(line.stockQuantity);
  const discounted = line.originalUnitPrice > line.unitPrice;

  return (
    <Paper
      variant="outlined"
      data-testid="cart-line"
      data-line-id={line.id}
      data-product-id={line.productId}
      data-available={line.available}
      aria-busy={locked || undefined}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '96px minmax(0, 1fr)' },
        gap: { xs: 1.5, sm: 2 },
        opacity: locked ? 0.6 : 1,
        transition: 'opacity 150ms',
        bgcolor: line.available ? 'background.paper' : 'grey.50',
      }}
    >
      <Box sx={{ aspectRatio: '1 / 1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.50', filter: line.available ? undefined : 'grayscale(1)' }}>
        <ProductImage src={line.productImageUrl} alt="" size={192} />
      </Box>
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={ROUTES.product(line.productId)}
              underline="hover"
              color="text.primary"
              data-testid="cart-line-name"
              sx={{ fontWeight: 600, lineHeight: 1.35, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {line.productName}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <FormattedMessage id="product.detail.sku" />: <span data-testid="cart-line-sku">{line.productSku}</span>
            </Typography>
            {!line.available && (
              <Chip
                size="small"
                color="warning"
                label={intl.formatMessage({ id: 'cart.unavailable' })}
                data-testid="cart-line-unavailable"
                sx={{ mt: 0.5, fontWeight: 700 }}
              />
            )}
          </Box>
          <IconButton
            onClick={onRemove}
            disabled={locked}
            aria-label={intl.formatMessage({ id: 'cart.remove' }, { name: line.productName })}
            data-testid="cart-line-remove"
            size="small"
            sx={{ mt: -0.5, mr: -0.5 }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <Box sx={{ fontSize: '0.9rem' }} data-testid="cart-line-unit-price">
            <Money amount={line.unitPrice} sx={{ fontWeight: 600 }} />
            {discounted && (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {intl.formatMessage({ id: 'product.originalPrice' }, { price: formatPrice(line.originalUnitPrice) })}
                </Box>
                <Money amount={line.originalUnitPrice} component="s" aria-hidden sx={{ ml: 1, color: 'text.secondary', fontSize: '0.8rem' }} />
              </>
            )}
          </Box>
          <QuantityStepper
            value={quantity}
            onChange={onChange}
            max={max}
            disabled={locked || !line.available}
            label={intl.formatMessage({ id: 'cart.quantityOf' }, { name: line.productName })}
            testIdPrefix="cart-quantity"
          />
          <Box sx={{ ml: 'auto', textAlign: 'right' }}>
            <Box component="span" sx={visuallyHidden}>
              <FormattedMessage id="cart.lineTotal" />{' '}
            </Box>
            <Money
              amount={lineTotal(line.unitPrice, quantity)}
              data-testid="cart-line-total"
              component={line.available ? 'span' : 's'}
              sx={{ fontWeight: 800, color: line.available ? 'text.primary' : 'text.secondary' }}
            />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
