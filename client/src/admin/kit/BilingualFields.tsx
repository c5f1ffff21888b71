import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../components/form/fields';
import type { MessageKey } from '../../i18n';

export interface BilingualField<T extends FieldValues> {
  label: MessageKey;
  az: Path<T>;
  en: Path<T>;
  multiline?: boolean;
  required?: boolean;
}

/**
 * Translatable texts side by side: Azerbaijani on the left, English on the right (one column on a
 * phone, each language's fields together). Each input is named with its language for screen readers.
 */
export function BilingualFields<T extends FieldValues>({ control, fields, testId }: { control: Control<T>; fields: BilingualField<T>[]; testId: string }) {
  const intl = useIntl();
  const column = (language: 'az' | 'en') => {
    const languageName = intl.formatMessage({ id: language === 'az' ? 'admin.common.lang.az' : 'admin.common.lang.en' });
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
          <FormattedMessage id={language === 'az' ? 'admin.common.lang.az' : 'admin.common.lang.en'} />
        </Typography>
        {fields.map((field) => (
          <FormTextField
            key={field[language]}
            control={control}
            name={field[language]}
            label={`${intl.formatMessage({ id: field.label })} (${languageName})`}
            required={field.required}
            multiline={field.multiline}
            minRows={field.multiline ? 2 : undefined}
            fullWidth
            // The text typed is in the column's language; the labels are in the interface's.
            slotProps={{ htmlInput: { lang: language, 'data-testid': `${testId}-${field[language]}` } }}
          />
        ))}
      </Box>
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }} data-testid={testId}>
      {column('az')}
      {column('en')}
    </Box>
  );
}
