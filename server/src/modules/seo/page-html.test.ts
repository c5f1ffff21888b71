import { describe, expect, it } from 'vitest';
import { BARE_TEMPLATE, pageHtml, type PageBody, type RenderedPage } from './page-html.js';

const SHELL = BARE_TEMPLATE.replace('</head>', '  <title>Texnika Mağazası</title>\n    <meta name="description" content="The shop" />\n  </head>');
const HEAD = '<title>Laptops | Texnika Mağazası</title><meta name="description" content="Laptops in Baku"/>';
const page = (body: PageBody | null): RenderedPage => ({ route: 'listing', status: 200, head: HEAD, body });

describe('a server-rendered page', () => {
  const html = pageHtml(
    SHELL,
    'az',
    page({ html: '<main id="main">Laptops</main>', headTags: '<style>.a{}</style>', state: { a: '</script>' }, stateId: 'ssr-state' }),
  );

  it("carries the page's own head in place of the shell's title and description, in the page's language", () => {
    expect(html).toContain('<html lang="az"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html.indexOf(HEAD)).toBeLessThan(html.indexOf('</head>'));
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
    expect(pageHtml(SHELL, 'en', page({ ...body, startsOnIntent: true }))).toContain(
      '<script type="application/json" id="ssr-state" data-starts-on-intent="">',
    );
    expect(pageHtml(SHELL, 'en', page({ ...body, startsOnIntent: false }))).toContain('<script type="application/json" id="ssr-state">');
  });

  it('a page the browser renders has its head and nothing to wait for', () => {
    const headAlone = pageHtml(SHELL, 'en', page(null));
    expect(headAlone).toContain(HEAD);
    expect(headAlone).toContain('<div id="root"></div>');
    expect(headAlone).not.toContain('rel="expect"');
  });

  it('without a render it is the app shell with its general title and description', () => {
    expect(pageHtml(SHELL, 'az', null)).toBe(SHELL.replace('<html lang="en"', '<html lang="az"'));
  });
});
