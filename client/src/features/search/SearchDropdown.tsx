import Paper from '@mui/material/Paper';
import { SearchResults, type SearchResultsProps } from './SearchResults';

/** The desktop dropdown under the header's search field (loaded on first use). */
export default function SearchDropdown(props: Omit<SearchResultsProps, 'showHeading'>) {
  return (
    <Paper
      elevation={8}
      data-testid="search-dropdown"
      sx={{
        position: 'absolute',
        top: 'calc(100% + 8px)',
        left: 0,
        right: 0,
        zIndex: 1,
        p: 1,
        borderRadius: 3,
        maxHeight: 'min(70vh, 560px)',
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        // Nothing to show (fewer than 2 characters): no empty box.
        '&:not(:has([data-testid="search-results"]))': { display: 'none' },
      }}
    >
      <SearchResults {...props} />
    </Paper>
  );
}
