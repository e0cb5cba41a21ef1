import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('trusts forwarded headers only when TRUST_PROXY says whose: a hop count or the proxies’ addresses', () => {
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.1', '172.16.0.0/12', 'loopback'],
    });
    // "Trust every client" is what let anyone pick their own address.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: a hop count or the proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/);
  });

  it('never adds the demo organiser in production unless DEMO_DATA=true says so', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'auto' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/rodada' }).demoData).toBe(false);
  });

  it('marks session cookies Secure in production or when the public address is https', () => {
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://rodada.example' }).secureCookies).toBe(true);
  });

  it('caps the live sockets one address may hold, 100 unless LIVE_SOCKETS_PER_IP says otherwise', () => {
    expect(loadConfig({}).liveSocketsPerIp).toBe(100);
    expect(loadConfig({ LIVE_SOCKETS_PER_IP: '8' }).liveSocketsPerIp).toBe(8);
    expect(() => loadConfig({ LIVE_SOCKETS_PER_IP: '0' })).toThrow(/LIVE_SOCKETS_PER_IP/);
  });
});
