import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import type { KeyboardEvent, Ref, SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import { ROUTES } from '../../lib/site';

interface SearchInputProps {
  value: string;
  onChange: (text: string) => void;
  /** Enter or the search button, with the text in the field (typed before the page was hydrated too). */
  onSubmit: (text: string) => void;
  onClear: () => void;
  /** Escape: clear the text and remove focus. Return true when handled (stops the key there). */
  onEscape: () => boolean;
  /** ArrowDown: move into the results. */
  onArrowDown?: () => void;
  onFocus?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** Id of the results panel the input controls (when shown). */
  controls?: string;
  testId: string;
  size?: 'medium' | 'large';
}

/** The field's name: before the page is hydrated the form is sent as it is, to `/products?search=…`. */
const FIELD_NAME = 'search';

/**
 * The search field: a form with role "search", the input, a clear button (when there is text) and a
 * submit button. It is a working form without JavaScript too (the results page reads `?search=`).
 */
export function SearchInput({
  value,
  onChange,
  onSubmit,
  onClear,
  onEscape,
  onArrowDown,
  onFocus,
  inputRef,
  autoFocus,
  controls,
  testId,
  size = 'medium',
}: SearchInputProps) {
  const intl = useIntl();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(FIELD_NAME);
    onSubmit(field instanceof HTMLInputElement ? field.value : value);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (onEscape()) {
        event.preventDefault();
        event.stopPropagation();
      }
    } else if (event.key === 'ArrowDown' && onArrowDown) {
      event.preventDefault();
      onArrowDown();
    }
  };

  return (
    <Paper
      component="form"
      role="search"
      action={ROUTES.products}
      method="get"
      onSubmit={submit}
      variant="outlined"
      data-testid={`${testId}-form`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        pl: 2,
        height: size === 'large' ? 48 : 44,
        bgcolor: 'background.default',
        borderRadius: 999,
        transition: 'border-color 120ms, background-color 120ms, box-shadow 120ms',
        '&:focus-within': { borderColor: 'primary.main', bgcolor: 'background.paper', boxShadow: '0 0 0 3px rgba(11,61,145,0.12)' },
      }}
    >
      <InputBase
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onKeyDown={keyDown}
        inputRef={inputRef}
        autoFocus={autoFocus}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        name={FIELD_NAME}
        inputProps={{
          'aria-label': intl.formatMessage({ id: 'header.search.label' }),
          'aria-controls': controls,
          'data-testid': testId,
          autoComplete: 'off',
          autoCorrect: 'off',
          spellCheck: false,
          enterKeyHint: 'search',
          maxLength: 200,
        }}
        sx={{ flex: 1, fontSize: size === 'large' ? '1rem' : '0.95rem' }}
      />
      {value !== '' && (
        <IconButton
          size="small"
          onClick={onClear}
          aria-label={intl.formatMessage({ id: 'search.clear' })}
          data-testid={`${testId}-clear`}
          sx={{ color: 'text.secondary' }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton type="submit" aria-label={intl.formatMessage({ id: 'header.search.submit' })} sx={{ color: 'primary.main', mr: 0.25 }}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
