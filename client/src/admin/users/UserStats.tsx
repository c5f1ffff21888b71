import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import WarehouseIcon from '@mui/icons-material/WarehouseOutlined';
import type { AdminUserStatisticsQuery } from '../../gql/graphql';
import { StatCards, type StatCard } from '../kit/StatCards';

type Stats = Omit<AdminUserStatisticsQuery['userStatistics'], '__typename'>;

const CARDS: StatCard<keyof Stats>[] = [
  { key: 'totalUsers', label: 'admin.stats.total', icon: <GroupsIcon />, color: '#0b3d91' },
  { key: 'adminUsers', label: 'admin.stats.admins', icon: <AdminPanelSettingsIcon />, color: '#f57c00' },
  { key: 'normalUsers', label: 'admin.stats.normal', icon: <PersonIcon />, color: '#5b6477' },
  { key: 'retailUsers', label: 'admin.stats.retail', icon: <StorefrontIcon />, color: '#2e7d32' },
  { key: 'wholesaleUsers', label: 'admin.stats.wholesale', icon: <WarehouseIcon />, color: '#6a1b9a' },
  { key: 'vipUsers', label: 'admin.stats.vip', icon: <DiamondIcon />, color: '#c62828' },
];

/** The six stat cards above the grid. */
export function UserStats({ stats }: { stats: Stats | undefined }) {
  return <StatCards cards={CARDS} values={stats} wideColumns={6} testId="user-stat" />;
}
