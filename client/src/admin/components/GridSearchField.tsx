import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface GridSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  maxLength?: number;
  testId: string;
}

/** The search box above an admin grid: a small field with a magnifier, named for screen readers. */
export function GridSearchField({ value, onChange, label, placeholder, maxLength, testId }: GridSearchFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': label, maxLength, 'data-testid': testId },
      }}
    />
  );
}
