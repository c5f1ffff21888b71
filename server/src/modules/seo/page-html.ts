import type { Language } from '../../language.js';
import { ERROR_PAGE_TEXTS } from './seo.texts.js';

/** Text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script> element: `<` never appears raw, so no `</script>` or `<!--` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page's content rendered on the server: the markup of #root, its styles, and the state the browser hydrates from. */
export interface PageBody {
  html: string;
  /** Elements for the head (`<style>`). */
  headTags: string;
  state: unknown;
  /** The id of the state's element, as the client reads it. */
  stateId: string;
  /** The app starts on the visitor's first touch, key or scroll, not at once (the client's boot.ts reads it). */
  startsOnIntent?: boolean;
}

/** A page as the client's server bundle rendered it (client/src/app/entry-server.tsx). */
export interface RenderedPage {
  /** The id of the route of the client's table that showed it. */
  route: string;
  /** 404 when the page found nothing at its address (an unknown route, slug or id). */
  status: 200 | 404;
  /** The head's elements the page rendered: title, meta description and robots, canonical and hreflang links, Open Graph, preloads. */
  head: string;
  /** The page's content; null for a page the browser renders (the server sends the app with the head alone). */
  body: PageBody | null;
  /** How the render went (the Server-Timing header says it): its render passes and milliseconds. */
  timing?: { passes: number; ms: number };
}

/**
 * The built index.html in the page's language with what the server rendered: the page's own head in
 * place of the shell's title and description and, for a page with content, its styles, the markup in
 * #root and the state as a JSON data block (never run: the CSP allows no inline script). Without a render
 * (no server bundle, or one that failed) it is the app shell with its general title: the browser renders
 * the page and its head. The head asks the browser not to paint before it has read the state block
 * (`<link rel="expect" blocking="render">`, after the whole content): a first paint of half the page made
 * a phone lay out the page twice, the larger part after the first paint, where it held up input
 * (measured: a 50-80 ms task on this machine kind).
 */
export function pageHtml(template: string, language: Language, page: RenderedPage | null): string {
  const shell = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (!page) return shell;
  // Functions as replacements: a `$` in the content is no replacement pattern.
  const withHead = shell
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${page.head}\n  </head>`);
  const { body } = page;
  if (!body) return withHead;
  return withHead
    .replace('</head>', () => `  <link rel="expect" href="#${escapeHtml(body.stateId)}" blocking="render" />\n    ${body.headTags}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body.html}</div>\n    <script type="application/json" id="${escapeHtml(body.stateId)}"${body.startsOnIntent ? ' data-starts-on-intent=""' : ''}>${scriptJson(body.state)}</script>`,
    );
}

/** Stands in for index.html when the client is not built (the API alone, tests): an empty page. */
export const BARE_TEMPLATE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** A page of its own for a server error (500, 503): no script, nothing the failure could break again. */
export function errorPageHtml(language: Language): string {
  const t = ERROR_PAGE_TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(`${t.serverError} | ${t.shopName}`)}</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; color: #1a2233; background: #f5f7fb; }
      main { max-width: 34rem; margin: 12vh auto; padding: 0 1.5rem; text-align: center; }
      h1 { font-size: 1.75rem; margin-bottom: 1rem; }
      p { color: #4a5568; line-height: 1.5; }
      a { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.5rem; border-radius: 8px; background: #0b3d91; color: #fff; text-decoration: none; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(t.serverError)}</h1>
      <p>${escapeHtml(t.serverErrorText)}</p>
      <a href="/">${escapeHtml(t.backHome)}</a>
    </main>
  </body>
</html>
`;
}
