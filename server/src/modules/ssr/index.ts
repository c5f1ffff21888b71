// The ssr module's public face: server rendering of the storefront's pages (the seo module sends them).
export { createPageRenderer, guessViewportWidth } from './page-renderer.js';
