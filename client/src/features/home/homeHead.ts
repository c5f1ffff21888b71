import { organization, type HeadMaker } from '../../components/head/head';
import { ROUTES } from '../../lib/site';

/** Home: the shop's own title (no name after it) and the shop as an Organization. */
export const homeHead: HeadMaker = (_, { intl, origin }) => ({
  title: intl.formatMessage({ id: 'head.home.title' }),
  description: intl.formatMessage({ id: 'head.home.description' }),
  path: ROUTES.home,
  jsonLd: [organization(origin)],
});
