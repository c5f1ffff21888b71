import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';

/** The sidebar's badge: orders no admin has seen yet. */
export const NewOrdersCountQuery = graphql(`
  query NewOrdersCount {
    newOrdersCount
  }
`);

export const MarkOrdersSeenMutation = graphql(`
  mutation MarkOrdersSeen($ids: [ID!]!) {
    markOrdersSeen(ids: $ids)
  }
`);

/** How often the badge asks again while the back office stays open (it also asks on every move between screens). */
export const NEW_ORDERS_POLL_MS = 60_000;

/**
 * Marks the orders a screen shows as seen once they are on screen (the inbox's page, an opened order),
 * and puts the count still unseen into the badge's cache. Each set of ids is sent once.
 */
export function useMarkOrdersSeen(ids: readonly string[]): void {
  const [markSeen] = useMutation(MarkOrdersSeenMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: NewOrdersCountQuery, data: { newOrdersCount: data.markOrdersSeen } });
    },
  });
  const key = ids.join(',');
  useEffect(() => {
    if (!key) return;
    // A badge that stays high is no harm: errors are left to the next visit.
    markSeen({ variables: { ids: key.split(',') } }).catch(() => undefined);
  }, [key, markSeen]);
}
