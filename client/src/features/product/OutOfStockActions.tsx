import NotifyIcon from '@mui/icons-material/NotificationsActiveOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApolloCache } from '@apollo/client';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { isUnauthenticated } from '../../lib/errors';
import { useStoreSettings } from '../../lib/storeSettings';
import { toast } from '../../lib/toast';
import { useOwnDataReady } from '../../lib/ownData';
import { useRenderHints } from '../../lib/renderHints';
import { useSignedIn } from '../../lib/session';

const RequestStockNoticeMutation = graphql(`
  mutation RequestStockNotice($productId: ID!) {
    requestStockNotice(productId: $productId) {
      productId
      requested
    }
  }
`);

/** The customer's own request on a page rendered for their tier (which holds none): asked once hydrated, it lands on the cached product. */
const OwnStockNoticeQuery = graphql(`
  query OwnStockNotice($id: ID!) {
    product(id: $id) {
      id
      stockNoticeRequested
    }
  }
`);

const CancelStockNoticeMutation = graphql(`
  mutation CancelStockNotice($productId: ID!) {
    cancelStockNotice(productId: $productId) {
      productId
      requested
    }
  }
`);

/** The wa.me link with a question about the product, in the page's language. */
export function askOnWhatsAppUrl(whatsApp: string, message: string): string {
  return `https://wa.me/${whatsApp}?text=${encodeURIComponent(message)}`;
}

interface OutOfStockActionsProps {
  productId: string;
  name: string;
  sku: string;
  /** The product's cached `stockNoticeRequested`: the block shows it and follows the cache. */
  requested: boolean;
  onSignInNeeded: () => void;
}

/**
 * What a sold-out product offers instead of the cart: a question to the shop on WhatsApp (its settings'
 * number, the product named with its SKU and link) and "Notify me when back in stock" (one e-mail when
 * it returns; signed-in customers, visitors are asked to sign in; the customer can withdraw it).
 */
export function OutOfStockActions({ productId, name, sku, requested, onSignInNeeded }: OutOfStockActionsProps) {
  const intl = useIntl();
  const settings = useStoreSettings();
  const signedIn = useSignedIn();
  const { forTier } = useRenderHints();
  const ownDataReady = useOwnDataReady();
  useQuery(OwnStockNoticeQuery, forTier && signedIn && ownDataReady ? { variables: { id: productId }, fetchPolicy: 'network-only' } : skipToken);
  // The page's address is the browser's: added after hydration, so the server's and the browser's first render agree.
  const [link, setLink] = useState('');
  useEffect(() => setLink(`${window.location.origin}/details/${productId}`), [productId]);
  const setRequested = (cache: ApolloCache, next: boolean) =>
    cache.modify({ id: cache.identify({ __typename: 'Product', id: productId }), fields: { stockNoticeRequested: () => next } });
  const [request, { loading: requesting }] = useMutation(RequestStockNoticeMutation, {
    update: (cache, { data }) => data && setRequested(cache, data.requestStockNotice.requested),
  });
  const [cancel, { loading: cancelling }] = useMutation(CancelStockNoticeMutation, {
    update: (cache, { data }) => data && setRequested(cache, data.cancelStockNotice.requested),
  });

  const toggle = async () => {
    if (!signedIn) {
      onSignInNeeded();
      return;
    }
    try {
      if (requested) {
        await cancel({ variables: { productId } });
        toast(intl.formatMessage({ id: 'product.notify.cancelled' }), 'success');
      } else {
        await request({ variables: { productId } });
        toast(intl.formatMessage({ id: 'product.notify.done' }), 'success');
      }
    } catch (error) {
      if (isUnauthenticated(error)) onSignInNeeded();
      else toast(intl.formatMessage({ id: 'product.notify.failed' }), 'error');
    }
  };

  const message = intl.formatMessage({ id: 'product.whatsApp.message' }, { name, sku, link });
  return (
    <Box data-testid="out-of-stock-actions" sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: requested ? 'product.notify.waiting' : 'product.notify.intro' })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant={requested ? 'outlined' : 'contained'}
          color="primary"
          startIcon={<NotifyIcon />}
          onClick={() => void toggle()}
          disabled={requesting || cancelling}
          data-testid="notify-me"
          data-requested={requested}
          sx={{ flex: { xs: 1, sm: 'none' } }}
        >
          {intl.formatMessage({ id: requested ? 'product.notify.cancel' : 'product.notify.request' })}
        </Button>
        {settings && (
          <Button
            component="a"
            href={askOnWhatsAppUrl(settings.whatsApp, message.trim())}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            startIcon={<WhatsAppIcon />}
            data-testid="ask-whatsapp"
            sx={{ flex: { xs: 1, sm: 'none' }, color: '#0b6b3a', borderColor: '#25d366' }}
          >
            {intl.formatMessage({ id: 'product.whatsApp.ask' })}
          </Button>
        )}
      </Box>
    </Box>
  );
}
