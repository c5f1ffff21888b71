import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../lib/site';

/**
 * Placeholder for the search box (its dropdown and mobile overlay come with the search feature).
 * For now it submits to the full results page, /products?search={text}.
 */
export function SearchSlot() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query.length < 2) return;
    setText('');
    navigate(ROUTES.search(query));
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      variant="outlined"
      data-testid="search-slot"
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        pl: 2,
        bgcolor: 'background.default',
        borderRadius: 999,
        '&:focus-within': { borderColor: 'primary.main', bgcolor: 'background.paper' },
      }}
    >
      <InputBase
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
        inputProps={{ 'aria-label': intl.formatMessage({ id: 'header.search.label' }) }}
        sx={{ flex: 1, fontSize: '0.95rem' }}
      />
      <IconButton type="submit" aria-label={intl.formatMessage({ id: 'header.search.submit' })} sx={{ color: 'primary.main' }}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
