import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import WarehouseIcon from '@mui/icons-material/WarehouseOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageKey } from '../../i18n';
import type { AdminUserStatisticsQuery } from '../../gql/graphql';

type Stats = AdminUserStatisticsQuery['userStatistics'];

const CARDS: { key: keyof Omit<Stats, '__typename'>; id: MessageKey; icon: ReactNode; color: string }[] = [
  { key: 'totalUsers', id: 'admin.stats.total', icon: <GroupsIcon />, color: '#0b3d91' },
  { key: 'adminUsers', id: 'admin.stats.admins', icon: <AdminPanelSettingsIcon />, color: '#f57c00' },
  { key: 'normalUsers', id: 'admin.stats.normal', icon: <PersonIcon />, color: '#5b6477' },
  { key: 'retailUsers', id: 'admin.stats.retail', icon: <StorefrontIcon />, color: '#2e7d32' },
  { key: 'wholesaleUsers', id: 'admin.stats.wholesale', icon: <WarehouseIcon />, color: '#6a1b9a' },
  { key: 'vipUsers', id: 'admin.stats.vip', icon: <DiamondIcon />, color: '#c62828' },
];

/** The six stat cards above the grid. */
export function UserStats({ stats }: { stats: Stats | undefined }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        '@media (min-width: 1440px)': { gridTemplateColumns: 'repeat(6, 1fr)' },
        mb: 3,
      }}
      data-testid="user-stats"
    >
      {CARDS.map((card) => (
        <Paper
          key={card.key}
          sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1.5, minWidth: 0 }}
          data-testid={`user-stat-${card.key}`}
        >
          <Box
            sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: 2, display: 'grid', placeItems: 'center', color: card.color, bgcolor: `${card.color}1a` }}
            aria-hidden="true"
          >
            {card.icon}
          </Box>
          <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
            <Typography variant="h3" component="p" sx={{ lineHeight: 1.1 }} data-testid="user-stat-value">
              {stats ? <FormattedNumber value={stats[card.key]} /> : <Skeleton width={40} />}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              <FormattedMessage id={card.id} />
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
