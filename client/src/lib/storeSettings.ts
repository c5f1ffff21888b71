import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { StoreSettingsQuery as StoreSettingsData } from '../gql/graphql';

/**
 * The shop's own details (name, phones, WhatsApp, e-mail, offices, social links, the software site), as the owner set them
 * in the back office. The layout asks for them on every page, so the server renders them and hands them
 * over in the page's Apollo cache: no request of their own, and a change shows on the next page load.
 */
export const StoreSettingsQuery = graphql(`
  query StoreSettings {
    storeSettings {
      shopName
      phones {
        display
        href
      }
      whatsApp
      whatsAppUrl
      email
      offices {
        name
        address
        hours
        latitude
        longitude
      }
      socialLinks {
        network
        url
      }
      softwareSiteUrl
    }
  }
`);

export type StoreSettings = StoreSettingsData['storeSettings'];
export type StoreOffice = StoreSettings['offices'][number];

/** The settings, or null until they have loaded (pages the browser renders ask once, then every part reads the cache). */
export function useStoreSettings(): StoreSettings | null {
  return useQuery(StoreSettingsQuery).data?.storeSettings ?? null;
}
