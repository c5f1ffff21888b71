import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';
import { SearchInput } from './SearchInput';
import { SearchResults } from './SearchResults';
import { MOBILE_RESULT_LIMIT } from './searchState';
import { focusResult, type SearchController } from './useSearch';

interface SearchOverlayProps {
  open: boolean;
  search: SearchController;
  /** Closes the overlay (the text is cleared by the caller). */
  onClose: () => void;
}

/**
 * The full-screen search on small screens: a close button, an input that takes focus at once and up to
 * 6 results under "PRODUCTS (N)". Loaded on first use; the modal locks page scrolling while open.
 */
export default function SearchOverlay({ open, search, onClose }: SearchOverlayProps) {
  const intl = useIntl();
  const { state, dispatch } = search;
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const titleId = useId();

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      slots={{ transition: Slide }}
      slotProps={{ transition: { direction: 'up' } as object, paper: { sx: { bgcolor: 'background.paper' } } }}
      aria-labelledby={titleId}
      data-testid="search-overlay"
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        <FormattedMessage id="search.overlay.title" />
      </Typography>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1,
          py: 1.25,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'search.close' })} data-testid="search-overlay-close">
          <ArrowBackIcon />
        </IconButton>
        <SearchInput
          testId="search-overlay-input"
          size="large"
          autoFocus
          inputRef={inputRef}
          value={state.text}
          controls={panelId}
          onChange={(text) => dispatch({ type: 'change', text })}
          onFocus={() => dispatch({ type: 'focus' })}
          onSubmit={(text) => {
            if (search.submit(text)) onClose();
          }}
          onClear={() => {
            dispatch({ type: 'clear' });
            inputRef.current?.focus();
          }}
          onEscape={() => {
            // With text: clear and drop focus (keeps the overlay); empty: let the dialog close.
            if (state.text === '') return false;
            dispatch({ type: 'escape' });
            inputRef.current?.blur();
            return true;
          }}
          onArrowDown={() => focusResult(document.getElementById(panelId), 'first')}
        />
      </Box>
      <Box sx={{ px: 1, py: 1.5, flex: 1 }}>
        {search.query === null ? (
          <Box data-testid="search-hint" sx={{ py: 6, px: 3, textAlign: 'center', color: 'text.secondary' }}>
            <SearchIcon sx={{ fontSize: 44, color: 'grey.300', mb: 1 }} aria-hidden="true" />
            <Typography variant="body2">
              <FormattedMessage id="search.minChars" />
            </Typography>
          </Box>
        ) : (
          <SearchResults
            id={panelId}
            query={search.sentQuery}
            pending={search.pending}
            limit={MOBILE_RESULT_LIMIT}
            showHeading
            onChoose={onClose}
            onLeaveTop={() => inputRef.current?.focus()}
            onEscape={() => {
              dispatch({ type: 'escape' });
              inputRef.current?.focus();
            }}
          />
        )}
      </Box>
    </Dialog>
  );
}
