import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Whose forwarded headers count (`TRUST_PROXY`): that many hops, or these proxy addresses. */
export type TrustProxy = { readonly hops: number } | { readonly addresses: readonly string[] };

/** Whether the `hop`-th address on a request's way in (0: the socket's peer) may speak for the one before it. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * One rule for whose `X-Forwarded-*` headers count, used by HTTP (Fastify's `trustProxy`, hence
 * `request.ip`, `request.protocol` and the rate limits) and by the live layer's sockets. Without
 * `TRUST_PROXY` nobody is trusted: a client cannot pick its own address by sending a header.
 */
export function trustFunction(trust: TrustProxy | null): TrustFunction {
  if (!trust) return () => false;
  if ('hops' in trust) return (_address, hop) => hop < trust.hops;
  return proxyAddr.compile([...trust.addresses]);
}

/** The client's address of a raw request (an HTTP request or a socket's handshake) under that rule. */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(request, trust);
}
