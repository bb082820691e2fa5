import type { Request } from 'express';
import { routeTemplateOf } from './request-metrics';

function request(originalUrl: string, matched?: { baseUrl: string; path: string }): Request {
  return {
    originalUrl,
    baseUrl: matched?.baseUrl ?? '',
    route: matched && { path: matched.path },
  } as Request;
}

describe('routeTemplateOf', () => {
  it('names a request by the pattern of the route that took it', () => {
    const product = request('/web/public/api/product/robe-01?x=1', {
      baseUrl: '',
      path: '/web/public/api/product/:slug',
    });
    expect(routeTemplateOf(product)).toBe('/web/public/api/product/:slug');
    expect(routeTemplateOf(request('/healthz', { baseUrl: '', path: '/healthz' }))).toBe('/healthz');
  });

  it('names every GraphQL request /graphql, whatever route it passed through', () => {
    expect(routeTemplateOf(request('/graphql'))).toBe('/graphql');
    expect(routeTemplateOf(request('/graphql?query={x}', { baseUrl: '/graphql', path: '/graphql' }))).toBe(
      '/graphql',
    );
  });

  it('groups what no route took by a fixed prefix, and the storefront under /*', () => {
    expect(routeTemplateOf(request('/dashboard/api/orders/12'))).toBe('/dashboard/api/*');
    expect(routeTemplateOf(request('/dashboard/menu/api/x'))).toBe('/dashboard/menu/api/*');
    expect(routeTemplateOf(request('/dashboard/orders/12'))).toBe('/dashboard/*');
    expect(routeTemplateOf(request('/web/unknown/42'))).toBe('/web/*');
    expect(routeTemplateOf(request('/produit/robe-01'))).toBe('/*');
    expect(routeTemplateOf(request('/webshop/x'))).toBe('/*');
  });
});
