import { breadcrumbList, homeCrumb, organization, titled, type HeadMaker } from '../../components/head/head';
import type { MessageKey } from '../../i18n';

export type InfoPageName = 'about' | 'contact' | 'download' | 'secure' | 'software';

/** An info page's head: its heading as the title, its description, and a breadcrumb under Home. */
export const infoHead =
  (page: InfoPageName): HeadMaker =>
  (_, { intl, origin }) => {
    const name = intl.formatMessage({ id: `info.${page}.title` satisfies MessageKey });
    const path = `/${page}`;
    return {
      title: titled(intl, name),
      description: intl.formatMessage({ id: `info.${page}.description` satisfies MessageKey }),
      path,
      jsonLd: [organization(origin), breadcrumbList(origin, [homeCrumb(intl), { name, path }])],
    };
  };
