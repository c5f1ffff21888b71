import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageKey } from '../../i18n';

export interface StatCard {
  key: string;
  label: MessageKey;
  icon: ReactNode;
  color: string;
  /** Undefined while loading (a skeleton shows). */
  value: number | undefined;
}

/**
 * A row of stat cards above an admin list: an icon, the number and what it counts. Two columns on a
 * phone, `columns` from the md breakpoint; `testId` names the row and, with each card's key, the cards.
 */
export function StatCards({ cards, columns, testId }: { cards: StatCard[]; columns: number; testId: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` }, mb: 3 }} data-testid={testId}>
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
              {card.value === undefined ? <Skeleton width={40} /> : <FormattedNumber value={card.value} />}
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
