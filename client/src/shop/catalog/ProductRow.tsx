import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * A horizontally scrolling row of cards that snaps to card edges: about 2 cards on phones, 5 on large
 * screens. Large screens also get previous/next buttons (touch devices swipe).
 */
export function ProductRow({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setEdges({ start: list.scrollLeft <= 1, end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, children]);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };

  const arrowSx = {
    display: { xs: 'none', lg: 'inline-flex' },
    position: 'absolute',
    top: '38%',
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: 3,
    '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
    '&.Mui-disabled': { display: 'none' },
  } as const;

  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton aria-label={intl.formatMessage({ id: 'carousel.previous' })} onClick={() => scroll(-1)} disabled={edges.start} sx={{ ...arrowSx, left: -18 }}>
        <ChevronLeftIcon />
      </IconButton>
      <Box
        component="ul"
        ref={listRef}
        onScroll={measure}
        aria-busy={busy || undefined}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1.5,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '46%', sm: '31%', md: '23.5%', lg: 'calc((100% - 4 * 16px) / 5)' },
          gap: { xs: 1.5, lg: 2 },
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </Box>
      <IconButton aria-label={intl.formatMessage({ id: 'carousel.next' })} onClick={() => scroll(1)} disabled={edges.end} sx={{ ...arrowSx, right: -18 }}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
