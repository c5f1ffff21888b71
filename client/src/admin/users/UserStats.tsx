import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import WarehouseIcon from '@mui/icons-material/WarehouseOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n';
import type { AdminUserStatisticsQuery } from '../../gql/graphql';
import { StatCards } from '../kit/StatCards';

type Stats = AdminUserStatisticsQuery['userStatistics'];

const CARDS: { key: keyof Omit<Stats, '__typename'>; id: MessageKey; icon: ReactNode; color: string }[] = [
  { key: 'totalUsers', id: 'admin.stats.total', icon: <GroupsIcon />, color: '#0b3d91' },
  { key: 'adminUsers', id: 'admin.stats.admins', icon: <AdminPanelSettingsIcon />, color: '#f57c00' },
  { key: 'normalUsers', id: 'admin.stats.normal', icon: <PersonIcon />, color: '#5b6477' },
  { key: 'retailUsers', id: 'admin.stats.retail', icon: <StorefrontIcon />, color: '#2e7d32' },
  { key: 'wholesaleUsers', id: 'admin.stats.wholesale', icon: <WarehouseIcon />, color: '#6a1b9a' },
  { key: 'vipUsers', id: 'admin.stats.vip', icon: <DiamondIcon />, color: '#c62828' },
];

/** The six stat cards above the grid (six in a row from 1440 px). */
export function UserStats({ stats }: { stats: Stats | undefined }) {
  return (
    <Box sx={{ "@media (min-width: 1440px)": { "& > div": { gridTemplateColumns: "repeat(6, 1fr)" } } }} data-testid="user-stats">
      <StatCards testId="user-stat" columns={3} cards={CARDS.map((card) => ({ ...card, label: card.id, value: stats?.[card.key] }))} />
    </Box>
  );
}
