import { describe, expect, it } from 'vitest';
import { returnPath } from './redirect';

describe('returnPath', () => {
  it('goes back to the page the visitor came from', () => {
    expect(returnPath({ from: { pathname: '/details/42', search: '?x=1', hash: '' } })).toBe('/details/42?x=1');
    expect(returnPath({ from: '/cart' })).toBe('/cart');
  });

  it('falls back to the home page', () => {
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/');
    expect(returnPath({ from: '//evil.example/' })).toBe('/');
    expect(returnPath({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/');
    expect(returnPath({ from: '/register?x' })).toBe('/');
    expect(returnPath({ from: '/admin/products' })).toBe('/');
  });
});
