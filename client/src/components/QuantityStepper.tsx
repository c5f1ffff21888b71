import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useIntl } from 'react-intl';

interface QuantityStepperProps {
  value: number;
  /** Called with the wanted quantity: at least 1, at most `max`. */
  onChange: (value: number) => void;
  /** No upper bound when left out. */
  max?: number;
  disabled?: boolean;
  /** The group's accessible name: an element's id, or a text. */
  labelledBy?: string;
  label?: string;
  /** Test ids are `<prefix>-decrease`, `<prefix>-input`, `<prefix>-increase`. */
  testIdPrefix: string;
}

/** − [n] +: a quantity of at least 1, typed or stepped (the product page and the cart lines). */
export function QuantityStepper({ value, onChange, max = Infinity, disabled = false, labelledBy, label, testIdPrefix }: QuantityStepperProps) {
  const intl = useIntl();
  const set = (wanted: number) => onChange(Math.min(max, Math.max(1, wanted)));
  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <IconButton
        size="small"
        onClick={() => set(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={intl.formatMessage({ id: 'product.detail.quantity.decrease' })}
        data-testid={`${testIdPrefix}-decrease`}
        sx={{ borderRadius: 2 }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          set(digits === '' ? 1 : Number.parseInt(digits, 10));
        }}
        inputProps={{
          inputMode: 'numeric',
          'aria-label': intl.formatMessage({ id: 'product.detail.quantity' }),
          'data-testid': `${testIdPrefix}-input`,
        }}
        sx={{ width: 48, '& input': { textAlign: 'center', fontWeight: 700, p: 0.5 } }}
      />
      <IconButton
        size="small"
        onClick={() => set(value + 1)}
        disabled={disabled || value >= max}
        aria-label={intl.formatMessage({ id: 'product.detail.quantity.increase' })}
        data-testid={`${testIdPrefix}-increase`}
        sx={{ borderRadius: 2 }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
