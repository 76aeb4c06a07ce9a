import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashBuildInputs } from './build-stamp';
import { publicOrigin } from './public-origin';

describe('the public origin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the address the site is served on, by default', () => {
    expect(publicOrigin({})).toBe('http://127.0.0.1:8090');
    expect(publicOrigin({ PORT: '3000' })).toBe('http://127.0.0.1:3000');
    expect(publicOrigin({ HOST: '0.0.0.0', PORT: '3000' })).toBe('http://127.0.0.1:3000');
    expect(publicOrigin({ HOST: '192.168.1.20' })).toBe('http://192.168.1.20:8090');
  });

  it('is PUBLIC_URL where it is given, as behind a proxy, whatever the port', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://clearnorth.example/', PORT: '3000' })).toBe(
      'https://clearnorth.example',
    );
  });

  it('must be an origin alone: a path, a query or credentials are refused, with what is wrong', () => {
    for (const address of [
      'https://clearnorth.example/site',
      'https://clearnorth.example/?a=1',
      'https://me@clearnorth.example',
      'clearnorth.example',
      'https://clear"north.example',
    ]) {
      expect(() => publicOrigin({ PUBLIC_URL: address }), address).toThrow(
        /PUBLIC_URL must be the site's origin alone/,
      );
    }
  });

  // The start builds again only when the stamp of what the build read differs.
  it('is no part of what the build is stamped with, so a new address needs no new build', async () => {
    vi.stubEnv('PUBLIC_URL', '');
    vi.stubEnv('PORT', '8090');
    const onDefault = await hashBuildInputs();
    vi.stubEnv('PORT', '3000');
    vi.stubEnv('PUBLIC_URL', 'https://clearnorth.example');
    expect(await hashBuildInputs()).toBe(onDefault);
  });
});
