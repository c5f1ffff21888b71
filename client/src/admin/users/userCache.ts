import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import type { AdminUserStatisticsQuery, Role } from '../../gql/graphql';
import { AdminUserStatisticsQuery as StatsQuery } from './operations';

type Stats = Omit<AdminUserStatisticsQuery['userStatistics'], '__typename'>;

const STAT_OF_ROLE: Record<Role, keyof Stats> = {
  ADMIN: 'adminUsers',
  NORMAL_USER: 'normalUsers',
  RETAIL: 'retailUsers',
  WHOLESALE: 'wholesaleUsers',
  VIP: 'vipUsers',
};

/** The stat cards after a user left one role (`from`) for another (`to`); no `to`: the user was deleted. */
export function statsAfter<S extends Stats>(stats: S, change: { from: Role; to?: Role }): S {
  if (change.from === change.to) return stats;
  const next = { ...stats, [STAT_OF_ROLE[change.from]]: stats[STAT_OF_ROLE[change.from]] - 1 };
  if (change.to) next[STAT_OF_ROLE[change.to]] += 1;
  else next.totalUsers -= 1;
  return next;
}

/** Moves the cached stat cards by a role change or a deletion (no refetch: the mutations say what changed). */
export function updateCachedStats(cache: ApolloCache, change: { from: Role; to?: Role }): void {
  cache.updateQuery({ query: StatsQuery }, (data) => (data ? { userStatistics: statsAfter(data.userStatistics, change) } : data));
}

/** Takes a deleted user out of every cached page of the grid (one fewer row and total) and out of the cache. */
export function removeCachedUser(cache: ApolloCache, id: string): void {
  cache.modify<{ users: { totalCount: number; items: readonly Reference[] } }>({
    id: 'ROOT_QUERY',
    fields: {
      users: (page, { readField }) => {
        if (isReference(page)) return page;
        const items = page.items.filter((item) => readField('id', item) !== id);
        return items.length === page.items.length ? page : { ...page, items, totalCount: page.totalCount - 1 };
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'User', id }) });
  cache.gc();
}
