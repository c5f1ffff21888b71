import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageKey } from '../../i18n';

export interface StatCard<K extends string> {
  key: K;
  label: MessageKey;
  icon: ReactNode;
  color: string;
}

/** The most columns, up to `max`, that fill every row: no card is left alone on the last one. */
export function evenColumns(count: number, max: number): number {
  for (let columns = Math.min(max, count); columns > 1; columns--) if (count % columns === 0) return columns;
  return Math.min(max, count);
}

/**
 * The stat cards above an admin grid: an icon, the number (a skeleton while loading) and its label; every
 * row full at every width (two a row on a phone, three side by side when there are three), up to `wideColumns`
 * a row on a wide screen. Each card is `<testId>-<key>`.
 */
const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export function StatCards<K extends string>({
  cards,
  values,
  wideColumns,
  testId,
}: {
  cards: StatCard<K>[];
  values: Record<K, number> | undefined;
  wideColumns: number;
  testId: string;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: columns(cards.length % 2 === 0 ? 2 : evenColumns(cards.length, 3)),
          md: columns(evenColumns(cards.length, 3)),
          lg: columns(evenColumns(cards.length, 4)),
        },
        '@media (min-width: 1440px)': { gridTemplateColumns: columns(evenColumns(cards.length, wideColumns)) },
        mb: 3,
      }}
      data-testid={testId}
    >
      {cards.map((card) => (
        <Paper
          key={card.key}
          sx={{
            p: { xs: 1.5, sm: 2 },
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            gap: 1.5,
            minWidth: 0,
          }}
          data-testid={`${testId}-${card.key}`}
        >
          <Box
            sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: 2, display: 'grid', placeItems: 'center', color: card.color, bgcolor: `${card.color}1a` }}
            aria-hidden="true"
          >
            {card.icon}
          </Box>
          <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
            <Typography variant="h3" component="p" sx={{ lineHeight: 1.1 }} data-testid={`${testId}-value`}>
              {values ? <FormattedNumber value={values[card.key]} /> : <Skeleton width={40} />}
            </Typography>
            {/* Wraps rather than cut short: a third of a phone is narrow. */}
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <FormattedMessage id={card.label} />
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
