import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ColorField } from './ColorField';
import { errorMessageText } from '../../components/form/fields';
import { canAddOption, NEW_OPTION, optionProblems, type OptionDraft } from './filterForm';

/**
 * A new option's fields and Add option, which stays off until a label and a value are typed (§5) and the
 * server's FilterOptionInput takes them (each field says what it refuses, e.g. too long). Not a
 * form of its own, so it also sits inside the filter dialog's form. `onAdd` answers whether it was taken.
 */
export function OptionDraftEditor({ onAdd, busy, testId }: { onAdd: (option: OptionDraft) => boolean | Promise<boolean>; busy?: boolean; testId: string }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<OptionDraft>(NEW_OPTION);
  const set = (field: keyof OptionDraft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  const language = (id: 'admin.common.lang.az' | 'admin.common.lang.en') => intl.formatMessage({ id });
  const problems = optionProblems(draft);
  const problem = (field: keyof OptionDraft) => ({ error: Boolean(problems[field]), helperText: errorMessageText(intl, problems[field]) });
  const ready = canAddOption(draft) && Object.keys(problems).length === 0;
  const add = async () => {
    if (ready && (await onAdd(draft))) setDraft(NEW_OPTION);
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr)) auto' },
      }}
      data-testid={testId}
    >
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'admin.filters.field.labelIn' }, { language: language('admin.common.lang.az') })}
        value={draft.labelAz}
        onChange={set('labelAz')}
        {...problem('labelAz')}
        slotProps={{ htmlInput: { lang: 'az', 'data-testid': `${testId}-labelAz` } }}
      />
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'admin.filters.field.labelIn' }, { language: language('admin.common.lang.en') })}
        value={draft.labelEn}
        onChange={set('labelEn')}
        {...problem('labelEn')}
        slotProps={{ htmlInput: { lang: 'en', 'data-testid': `${testId}-labelEn` } }}
      />
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'admin.filters.field.value' })}
        value={draft.value}
        onChange={set('value')}
        {...problem('value')}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-value` } }}
      />
      <ColorField
        size="small"
        value={draft.color}
        onChange={(color) => setDraft((current) => ({ ...current, color }))}
        testId={`${testId}-color`}
        error={problem('color').helperText}
      />
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => void add()} disabled={busy || !ready} data-testid={`${testId}-add`}>
        <FormattedMessage id="admin.filters.addOption" />
      </Button>
    </Box>
  );
}
