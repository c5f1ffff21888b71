import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import StarIcon from '@mui/icons-material/StarBorderOutlined';
import UploadIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ProductImage } from '../../components/ProductImage';
import type { AdminProductImageFieldsFragment } from '../../gql/graphql';
import type { MessageKey } from '../../i18n';
import { checkFile, UPLOAD_RULES } from '../kit/fileChecks';
import { useMutationToast } from '../kit/mutationToast';
import { FilePickerButton, UploadProgress } from '../kit/UploadField';
import { useUpload } from '../kit/useUpload';
import {
  AdminAddProductImagesMutation,
  AdminRemoveProductImageMutation,
  AdminReorderProductImagesMutation,
  AdminSetPrimaryProductImageMutation,
} from './operations';
import { Section } from '../kit/Section';

type Image = AdminProductImageFieldsFragment['images'][number];

/** At most this many pictures per upload (the server's limit). */
const MAX_PER_UPLOAD = 10;

/**
 * The product's pictures in gallery order: count, Primary and position badges, a placeholder for one
 * that fails to load; upload more (with progress and cancel), make one primary, move, delete.
 */
export function ProductImages({ productId, productName, images }: { productId: string; productName: string; images: readonly Image[] }) {
  const intl = useIntl();
  const { run } = useMutationToast();
  const upload = useUpload();
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [deleting, setDeleting] = useState<Image | null>(null);
  const [setPrimary, primary] = useMutation(AdminSetPrimaryProductImageMutation);
  const [reorder, reordering] = useMutation(AdminReorderProductImagesMutation);
  const [remove, removing] = useMutation(AdminRemoveProductImageMutation);
  const busy = primary.loading || reordering.loading || removing.loading || upload.uploading;
  const ordered = useMemo(() => [...images].sort((a, b) => a.sortOrder - b.sortOrder), [images]);

  const send = async (files: File[]) => {
    const bad =
      files.map((file) => checkFile(file, UPLOAD_RULES.productImageAdd)).find(Boolean) ?? (files.length > MAX_PER_UPLOAD ? 'admin.errors.tooManyFiles' : null);
    setProblem(bad);
    if (bad || files.length === 0) return;
    await run(() => upload.send(AdminAddProductImagesMutation, { productId, images: files }, { images: files }), {
      success: 'admin.product.images.uploaded',
      failure: 'admin.product.images.uploadFailed',
      values: { count: files.length },
    });
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = ordered.map((image) => image.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void run(() => reorder({ variables: { productId, imageIds: ids } }), {
      success: 'admin.product.images.reordered',
      failure: 'admin.product.images.reorderFailed',
    });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const done = await run(
      () =>
        remove({
          variables: { imageId: deleting.id },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'ProductImage', id: deleting.id }) });
            cache.gc();
          },
        }),
      { success: 'admin.product.images.deleted', failure: 'admin.product.images.deleteFailed' },
    );
    if (done) setDeleting(null);
  };

  return (
    <Section
      title={<FormattedMessage id="admin.product.images.title" values={{ count: images.length }} />}
      testId="product-images"
      action={
        <FilePickerButton
          accept={UPLOAD_RULES.productImageAdd.accept}
          multiple
          disabled={busy}
          onFiles={(files) => void send(files)}
          icon={<UploadIcon />}
          testId="product-images-input"
        >
          <FormattedMessage id="admin.product.images.upload" />
        </FilePickerButton>
      }
    >
      {problem && (
        <FormHelperText error sx={{ mb: 1 }} data-testid="product-images-message">
          <FormattedMessage id={problem} />
        </FormHelperText>
      )}
      {upload.progress !== null && (
        <Box sx={{ mb: 2 }}>
          <UploadProgress progress={upload.progress} onCancel={upload.cancel} />
        </Box>
      )}
      {ordered.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="admin.product.images.empty" />
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {ordered.map((image, index) => (
            <Box
              component="li"
              key={image.id}
              sx={{ border: 1, borderColor: image.isPrimary ? 'primary.main' : 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' }}
              data-testid="product-image"
              data-primary={image.isPrimary ? 'true' : undefined}
            >
              <Box sx={{ position: 'relative', aspectRatio: '1', bgcolor: 'grey.50' }}>
                <ProductImage
                  src={image.imageUrl}
                  alt={image.altText || intl.formatMessage({ id: 'admin.product.images.alt' }, { count: index + 1, name: productName })}
                  size={160}
                />
                <Box sx={{ position: 'absolute', top: 6, left: 6, right: 6, display: 'flex', justifyContent: 'space-between', gap: 0.5 }}>
                  <Chip
                    size="small"
                    label={`#${index + 1}`}
                    aria-label={`${intl.formatMessage({ id: 'admin.product.images.order' })} ${index + 1}`}
                    sx={{ bgcolor: 'rgba(12,26,51,0.75)', color: 'common.white' }}
                    data-testid="product-image-order"
                  />
                  {image.isPrimary && (
                    <Chip size="small" color="primary" label={<FormattedMessage id="admin.product.images.primary" />} data-testid="product-image-primary" />
                  )}
                </Box>
              </Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 0.5, py: 0.25 }}>
                <Box>
                  <ImageAction
                    label="admin.product.images.moveEarlier"
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                    testId="product-image-earlier"
                  >
                    <ArrowBackIcon fontSize="small" />
                  </ImageAction>
                  <ImageAction
                    label="admin.product.images.moveLater"
                    disabled={busy || index === ordered.length - 1}
                    onClick={() => move(index, 1)}
                    testId="product-image-later"
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </ImageAction>
                </Box>
                <Box>
                  <ImageAction
                    label="admin.product.images.setPrimary"
                    disabled={busy || image.isPrimary}
                    onClick={() =>
                      void run(() => setPrimary({ variables: { imageId: image.id } }), {
                        success: 'admin.product.images.primarySet',
                        failure: 'admin.product.images.primaryFailed',
                      })
                    }
                    testId="product-image-make-primary"
                  >
                    <StarIcon fontSize="small" />
                  </ImageAction>
                  <ImageAction
                    label="admin.product.images.delete"
                    disabled={busy}
                    onClick={() => setDeleting(image)}
                    testId="product-image-delete"
                    color="error"
                  >
                    <DeleteIcon fontSize="small" />
                  </ImageAction>
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="admin.product.images.deleteTitle" />}
        text={<FormattedMessage id="admin.product.images.deleteText" />}
        confirmLabel={<FormattedMessage id="admin.common.delete" />}
        busy={removing.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        testId="product-image-delete-dialog"
      />
    </Section>
  );
}

function ImageAction({
  label,
  disabled,
  onClick,
  testId,
  color,
  children,
}: {
  label: MessageKey;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  color?: 'error';
  children: React.ReactNode;
}) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: label });
  return (
    <Tooltip title={text}>
      <span>
        <IconButton size="small" color={color} disabled={disabled} onClick={onClick} aria-label={text} data-testid={testId}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
