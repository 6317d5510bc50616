import { describe, expect, it } from 'vitest';
import { findRoute } from './route-match.ts';
import type { Route } from './route-types.ts';

const route = (method: Route['method'], path: string): Route => ({ method, path, handle: () => ({ body: path }) });
const routes = [route('GET', '/customer/shipping/{id}'), route('GET', '/customer/shipping/all'), route('PATCH', '/customer/shipping/{id}'), route('GET', '/batch')];
const find = (method: string, pathname: string) => {
  const found = findRoute(routes, method, pathname);
  return found && { method: found.route.method, path: found.route.path, params: found.params };
};

describe('findRoute', () => {
  it('answers an exact path with no params, before a pattern that also matches it', () => {
    expect(find('GET', '/batch')).toEqual({ method: 'GET', path: '/batch', params: {} });
    expect(find('GET', '/customer/shipping/all')).toEqual({ method: 'GET', path: '/customer/shipping/all', params: {} });
  });

  it('matches {name} segments one segment each, decoded, by method', () => {
    expect(find('GET', '/customer/shipping/ship-1')).toEqual({ method: 'GET', path: '/customer/shipping/{id}', params: { id: 'ship-1' } });
    expect(find('PATCH', '/customer/shipping/no%20such%2Fid')).toEqual({
      method: 'PATCH',
      path: '/customer/shipping/{id}',
      params: { id: 'no such/id' },
    });
  });

  it('matches nothing for another method, another segment count, an empty segment or a broken escape', () => {
    expect(find('POST', '/customer/shipping/ship-1')).toBeUndefined();
    expect(find('GET', '/customer/shipping/ship-1/extra')).toBeUndefined();
    expect(find('GET', '/customer/shipping/')).toBeUndefined();
    expect(find('GET', '/customer/shipping/%E0%A4%A')).toBeUndefined();
    expect(find('GET', '/batch/1')).toBeUndefined();
  });
});
