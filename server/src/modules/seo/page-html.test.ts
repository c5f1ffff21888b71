import { describe, expect, it } from 'vitest';
import type { PageHead } from './page-head.service.js';
import { BARE_TEMPLATE, pageHtml } from './page-html.js';

const HEAD: PageHead = {
  status: 200,
  language: 'en',
  title: 'Laptops | Texnika Mağazası',
  description: 'Laptops in Baku',
  canonical: null,
  alternates: [],
  image: null,
  ogType: 'website',
  noindex: false,
  jsonLd: [],
};

describe('a server-rendered page', () => {
  const html = pageHtml(BARE_TEMPLATE, HEAD, {
    html: '<main id="main">Laptops</main>',
    headTags: '<style>.a{}</style>',
    state: { a: '</script>' },
    stateId: 'ssr-state',
  });

  it('is first painted only once its content has been read: the head asks the browser to wait for the state block after it', () => {
    const expectLink = /<link rel="expect" href="#ssr-state" blocking="render" \/>/.exec(html);
    expect(expectLink).not.toBeNull();
    expect(expectLink!.index).toBeLessThan(html.indexOf('</head>'));
    // The element it names comes after the whole content, so a first paint never shows half a page.
    expect(html.indexOf('id="ssr-state"')).toBeGreaterThan(html.indexOf('Laptops</main>'));
    expect(html).not.toContain('</script>"');
  });

  it("says on a visitor's page that the app starts on intent, and on a customer's page does not", () => {
    const body = { html: '<main></main>', headTags: '', state: {}, stateId: 'ssr-state' };
    expect(pageHtml(BARE_TEMPLATE, HEAD, { ...body, startsOnIntent: true })).toContain(
      '<script type="application/json" id="ssr-state" data-starts-on-intent="">',
    );
    expect(pageHtml(BARE_TEMPLATE, HEAD, { ...body, startsOnIntent: false })).toContain('<script type="application/json" id="ssr-state">');
  });

  it('the app shell (no server render) has nothing to wait for', () => {
    expect(pageHtml(BARE_TEMPLATE, HEAD)).not.toContain('rel="expect"');
  });
});
