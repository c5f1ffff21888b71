import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';

/** A colour as a CSS value (#rrggbb or a name such as red), with a swatch that opens the browser's colour picker. */
export function ColorField({
  value,
  onChange,
  testId,
  size,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  size?: 'small';
  /** What is wrong with it, as shown (translated). */
  error?: string;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'admin.filters.field.color' });
  return (
    <TextField
      size={size}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="label"
                title={intl.formatMessage({ id: 'admin.filters.field.pickColor' })}
                sx={{
                  width: 22,
                  height: 22,
                  borderRadius: '50%',
                  bgcolor: value || 'transparent',
                  border: 1,
                  borderColor: 'divider',
                  cursor: 'pointer',
                  display: 'block',
                  '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box
                  component="input"
                  type="color"
                  value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#ff0000'}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
                  aria-label={intl.formatMessage({ id: 'admin.filters.field.pickColor' })}
                  sx={visuallyHidden}
                />
              </Box>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
