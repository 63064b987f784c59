/**
 * Fastify's `trustProxy` for TRUST_PROXY_HOPS (issue 9 §4). X-Forwarded-* entries are believed for the first
 * `hops` addresses counted from the socket (our proxies), so `request.ip` is the address the outermost proxy saw
 * and a client's own spoofed entries, lying beyond, are ignored. A function because Fastify 5 disables a bare
 * hop count (it cannot tell a proxy from a direct client): the deployment must make the proxies the only way in.
 */
export const trustProxyOption = (hops: number) =>
  hops > 0 ? (_address: string, hop: number) => hop < hops : false;
