import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** CSP hashes of the built pages' inline scripts (index.html sets the language before paint). */
function inlineScriptHashes(clientDist: string): string[] {
  const hashes = new Set<string>();
  for (const page of ['index.html', 'graphiql.html']) {
    const file = path.join(clientDist, page);
    if (!existsSync(file)) continue;
    for (const [, body] of readFileSync(file, 'utf8').matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      );
    }
  }
  return [...hashes];
}

/** `https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png` → `https://*.tile.openstreetmap.fr`. */
function tileSource(template: string): string {
  const url = new URL(template.replace(/\{[^}]*\}/g, '*'));
  return `${url.protocol}//${url.host}`;
}

/**
 * Helmet's headers with a Content-Security-Policy the built shop and the GraphQL explorer work under: scripts
 * only from this server (and the hashed inline one), no framing, referrers only as an origin to others
 * (OpenStreetMap asks tile users to send one). The /uploads route sets its own, stricter policy.
 */
function securityHeaderOptions(clientDist: string, mapTileUrls: string[], publicFilesUrl: string | undefined): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(clientDist)],
        scriptSrcAttr: ["'none'"],
        // MUI (Emotion) and Monaco insert <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Leaflet's and GraphiQL's bundled pictures and fonts are data: URLs; map tiles come from the tile
        // hosts, and the shop's pictures from PUBLIC_FILES_URL when it is set.
        imgSrc: ["'self'", 'data:', 'blob:', ...new Set(mapTileUrls.map(tileSource)), ...(publicFilesUrl ? [new URL(publicFilesUrl).origin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // No upgrade-insecure-requests: the shop is also served over plain HTTP (docker, a LAN address).
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only honoured over HTTPS; subdomains are the operator's business.
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
  };
}

/**
 * An onRequest hook setting those headers on every answer. Helmet is asked once, at start, for the headers
 * it sets (they are the same for every request: no nonces), and each answer gets that list: @fastify/helmet
 * builds Helmet again for each request, which took a quarter of the server's time for a flood of small
 * requests, and even Helmet built once cost 1.5 % of a GraphQL search's CPU by rebuilding its header values.
 */
export function securityHeaders(clientDist: string, mapTileUrls: string[], publicFilesUrl?: string) {
  const headers: [string, string][] = [];
  const recorder = { setHeader: (name: string, value: string) => void headers.push([name, value]), removeHeader: () => undefined };
  helmet(securityHeaderOptions(clientDist, mapTileUrls, publicFilesUrl))({} as never, recorder as never, (error) => {
    if (error) throw error as Error;
  });
  return (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  };
}
