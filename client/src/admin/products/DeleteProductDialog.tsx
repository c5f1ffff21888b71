import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { StockStatus } from '../../gql/graphql';
import { useMutationToast } from '../kit/mutationToast';
import { AdminDeleteProductMutation } from './operations';
import { archiveCachedProduct, removeCachedProduct, updateCachedSummary } from './productCache';

/**
 * Delete a product, asked first. The confirmation says that a product an order refers to is archived
 * instead, and the toast says which of the two happened.
 */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: { id: string; name: string; stockStatus: StockStatus; archived: boolean } | null;
  onClose: () => void;
  /** After it went (deleted or archived), e.g. to leave its detail page. */
  onDeleted?: (archived: boolean) => void;
}) {
  const { run } = useMutationToast();
  const [remove, { loading }] = useMutation(AdminDeleteProductMutation);
  const confirm = async () => {
    if (!product) return;
    let archived = false;
    const done = await run(
      () =>
        remove({
          variables: { id: product.id },
          update: (cache, { data }) => {
            if (!data) return;
            archived = data.deleteProduct.archived;
            // An archived product was already out of the stat cards.
            if (!product.archived) updateCachedSummary(cache, { from: product.stockStatus });
            if (archived) archiveCachedProduct(cache, product.id);
            else removeCachedProduct(cache, product.id);
          },
        }),
      {
        success: (result) => (result.data?.deleteProduct.archived ? 'admin.products.delete.archived' : 'admin.products.delete.success'),
        failure: 'admin.products.delete.failed',
      },
    );
    if (done) {
      onClose();
      onDeleted?.(archived);
    }
  };
  return (
    <ConfirmDialog
      open={product !== null}
      title={<FormattedMessage id="admin.products.delete.title" />}
      text={<FormattedMessage id="admin.products.delete.text" values={{ name: product?.name ?? '' }} />}
      confirmLabel={<FormattedMessage id="admin.common.delete" />}
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="product-delete-dialog"
    />
  );
}
