import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../lib/i18n';
import { isLanguage, LANGUAGE_PARAMETER } from '../../lib/language';
import { useRenderHints } from '../../lib/renderHints';
import { StoreSettingsQuery } from '../../lib/storeSettings';
import { absoluteUrl, alternatesOf, jsonLdText, OG_LOCALES, type HeadMaker } from './head';

type PageHeadProps<D> = { of: HeadMaker<D> } & ([D] extends [undefined] ? { data?: undefined } : { data: D });

/**
 * A page's head from the page's own render: title, meta description, robots, canonical and hreflang
 * links, Open Graph and JSON-LD. React hoists the title, meta and link elements into the document's head
 * (on the server, entry-server.tsx puts them there) and swaps them as the visitor moves between pages;
 * the JSON-LD blocks stay where the page renders them (data, never run: the CSP has nothing to allow).
 */
export function PageHead<D>({ of: make, data }: PageHeadProps<D>) {
  const intl = useIntl();
  const { language } = useLanguage();
  const hints = useRenderHints();
  const { search } = useLocation();
  // The server's origin on a page it rendered (SITE_URL or the allowed host), so links stay as it wrote them.
  const origin = hints.origin ?? window.location.origin;
  const head = make(data as D, { intl, origin });
  const namesShop = head.jsonLd?.some((item) => typeof item === 'function') ?? false;
  // Asked by the layout on every page anyway: this reads the same answer.
  const shop = useQuery(StoreSettingsQuery, { skip: !namesShop }).data?.storeSettings;
  if (head.status === 404) hints.pageNotFound?.();

  const indexed = head.path !== undefined;
  // The address this page was asked by: with `?lang=` when it names one of ours, else the plain one (x-default).
  const chosen = new URLSearchParams(search).get(LANGUAGE_PARAMETER)?.toLowerCase();
  const canonical = head.path === undefined ? null : absoluteUrl(origin, head.path, {}, isLanguage(chosen) ? chosen : undefined);
  const jsonLd = (head.jsonLd ?? []).flatMap((item) => (typeof item !== 'function' ? [item] : shop ? [item(shop)] : []));
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {!indexed && <meta name="robots" content="noindex, follow" />}
      {canonical && <link rel="canonical" href={canonical} />}
      {head.path !== undefined &&
        alternatesOf(origin, head.path).map(({ hreflang, href }) => <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />)}
      <meta property="og:site_name" content={intl.formatMessage({ id: 'head.shopName' })} />
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {canonical && <meta property="og:url" content={canonical} />}
      {head.image && <meta property="og:image" content={head.image} />}
      {head.image && <meta name="twitter:card" content="summary_large_image" />}
      {jsonLd.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
      ))}
    </>
  );
}
