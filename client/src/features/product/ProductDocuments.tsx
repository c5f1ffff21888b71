import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getAuthToken } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { fetchProductPdf, saveBlob } from './pdfDownload';
import { productPdfFileName } from './productHelpers';

export interface ProductDocument {
  id: string;
  fileName: string;
  downloadUrl: string;
}

/**
 * "Download PDF", one button per active PDF of the product (by its name when there are several); nothing
 * at all when it has none, so no shopper is offered a file that is not there. Visitors are asked to sign in.
 */
export function ProductDocuments({ productName, pdfs, onSignInNeeded }: { productName: string; pdfs: readonly ProductDocument[]; onSignInNeeded: () => void }) {
  const intl = useIntl();
  const [downloading, setDownloading] = useState<string | null>(null);
  const several = pdfs.length > 1;

  const download = async (pdf: ProductDocument) => {
    const token = getAuthToken();
    if (!token) {
      onSignInNeeded();
      return;
    }
    setDownloading(pdf.id);
    try {
      saveBlob(await fetchProductPdf(pdf.downloadUrl, token), productPdfFileName(productName, pdf.fileName, several));
    } catch {
      toast(intl.formatMessage({ id: 'product.detail.pdfMissing' }), 'error');
    } finally {
      setDownloading(null);
    }
  };

  return pdfs.map((pdf) => {
    const busy = downloading === pdf.id;
    return (
      <Button
        key={pdf.id}
        variant="outlined"
        color="inherit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <PictureAsPdfOutlinedIcon />}
        onClick={() => void download(pdf)}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="download-pdf"
        data-pdf-id={pdf.id}
        sx={{ borderColor: 'divider', flex: { xs: 1, sm: 'none' }, textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
      >
        {several
          ? intl.formatMessage({ id: 'product.detail.downloadNamedPdf' }, { name: pdf.fileName })
          : intl.formatMessage({ id: 'product.detail.downloadPdf' })}
      </Button>
    );
  });
}
