import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/**
 * "Discard your changes?" before a form with unsaved changes closes: `requestClose` closes at once when
 * nothing changed (or while `dirty` is false), else asks; `prompt` is the question, rendered by the form.
 * FormDialog uses it for Escape, a click beside the dialog and Cancel; any other admin form can too.
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void, testId: string): { requestClose: () => void; prompt: ReactNode } {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const prompt = (
    <ConfirmDialog
      open={asking}
      title={<FormattedMessage id="admin.discard.title" />}
      text={<FormattedMessage id="admin.discard.text" />}
      cancelLabel={<FormattedMessage id="admin.discard.keep" />}
      confirmLabel={<FormattedMessage id="admin.discard.confirm" />}
      busy={false}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
      testId={`${testId}-discard`}
    />
  );
  return { requestClose, prompt };
}
