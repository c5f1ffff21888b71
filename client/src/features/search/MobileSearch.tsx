import SearchIcon from '@mui/icons-material/Search';
import ButtonBase from '@mui/material/ButtonBase';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from './useSearch';

const loadOverlay = () => import('./SearchOverlay');
const SearchOverlay = lazy(loadOverlay);

/**
 * Small screens: a search field in the header that opens the full-screen search overlay (loaded on
 * first use). Closing the overlay, choosing a result or going to the results page clears the text.
 */
export function MobileSearch() {
  const intl = useIntl();
  const search = useSearch();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const openOverlay = () => {
    setLoaded(true);
    setOpen(true);
  };
  const close = () => {
    search.dispatch({ type: 'close' });
    setOpen(false);
  };

  return (
    <>
      <ButtonBase
        onClick={openOverlay}
        onPointerEnter={() => void loadOverlay()}
        onTouchStart={() => void loadOverlay()}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'search.open' })}
        data-testid="search-trigger"
        sx={{
          width: '100%',
          height: 44,
          px: 2,
          gap: 1,
          justifyContent: 'flex-start',
          borderRadius: 999,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          color: 'text.secondary',
          fontSize: '0.95rem',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <SearchIcon sx={{ color: 'primary.main' }} aria-hidden="true" />
        <span aria-hidden="true">{intl.formatMessage({ id: 'header.search.placeholder' })}</span>
      </ButtonBase>
      {loaded && (
        <Suspense fallback={null}>
          <SearchOverlay open={open} search={search} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
