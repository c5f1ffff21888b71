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

/**
 * The stat cards above an admin grid: an icon, the number (a skeleton while loading) and its label; two
 * a row on a phone, up to `wideColumns` a row on a wide screen. Each card is `<testId>-<key>`.
 */
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
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${Math.min(3, wideColumns)}, minmax(0, 1fr))` },
        '@media (min-width: 1440px)': { gridTemplateColumns: `repeat(${wideColumns}, minmax(0, 1fr))` },
        mb: 3,
      }}
      data-testid={testId}
    >
      {cards.map((card) => (
        <Paper
          key={card.key}
          sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1.5, minWidth: 0 }}
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
            <Typography variant="body2" color="text.secondary" noWrap>
              <FormattedMessage id={card.label} />
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
