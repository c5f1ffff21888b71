import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * `host[:port]` as a Host header carries it: a DNS name or IPv4 address (letters, digits, `-`, `_`, dots
 * between labels) or a bracketed IPv6 address, and a port of at most five digits.
 */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHost(host: string): boolean {
  const match = host.length <= 255 ? HOST_PATTERN.exec(host) : null;
  if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return false;
  return URL.canParse(`http://${host}/`);
}

/** The hosts a shop without SITE_URL answers as by default: this machine on the server's port. */
export function defaultAllowedHosts(port: number): string[] {
  return [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`];
}

/** Refuses a request whose Host (or trusted X-Forwarded-Host) is no host name with 400, before anything reads it. */
export async function refuseMalformedHost(request: FastifyRequest, reply: FastifyReply) {
  const host = request.host as string | undefined;
  if (host === undefined || host === '' || isValidHost(host)) return;
  return reply.code(400).header('connection', 'close').send({ message: 'The Host header must be a host name or address with an optional port' });
}

/**
 * Where the shop is seen from, for absolute links (canonical, hreflang, sitemap, robots.txt): SITE_URL when
 * set; else the request's own scheme and host when that host is allowed, else the first allowed host.
 * A foreign Host is never written into a page or a file a cache or search engine keeps.
 */
export function originResolver(siteUrl: string | undefined, allowedHosts: readonly string[]) {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase()));
  const fallback = allowedHosts[0] ?? 'localhost';
  return (request: FastifyRequest): string => {
    if (siteUrl) return siteUrl;
    const host = (request.host as string | undefined)?.toLowerCase();
    return `${request.protocol}://${host !== undefined && allowed.has(host) ? host : fallback}`;
  };
}
