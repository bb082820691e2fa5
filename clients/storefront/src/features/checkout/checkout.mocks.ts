/**
 * The server as the checkout's tests describe it: one deliverable place (Alger, Alger Centre) with
 * its carriers, and the REST checkout answering what a test says while recording what was posted.
 */
import type { GraphqlHandlers } from '../../test/render-with-app';

const carrier = (id: number, name: string, price: number) => ({
  __typename: 'Transporter',
  id,
  name,
  price,
  image: null,
  logo: null,
});

/** Wilaya 16, commune 1601, and Express Sahel (600 DA) and Rapide DZ (400 DA) serving it. */
export const placeHandlers: GraphqlHandlers = {
  DeliveryWilayas: () => ({
    wilayas: [
      {
        __typename: 'Wilaya',
        id: 16,
        code: '16',
        isoCode: 'DZ-16',
        name: 'Alger',
        nameAr: 'الجزائر',
        deliverable: true,
      },
    ],
  }),
  DeliveryCommunes: () => ({
    communes: [
      {
        __typename: 'Commune',
        id: 1601,
        name: 'Alger Centre',
        nameAr: 'الجزائر الوسطى',
        postCode: '16000',
        deliverable: true,
      },
    ],
  }),
  DeliveryOptions: () => ({
    transporters: [carrier(3, 'Express Sahel', 60000), carrier(2, 'Rapide DZ', 40000)],
  }),
};

/**
 * POST /web/api/cart/checkout answers `status` with `body`; every other request goes to what was
 * installed before (the GraphQL stub). Returns the bodies posted, in order.
 */
export function answerCheckout(status: number, body: unknown): Record<string, unknown>[] {
  const posted: Record<string, unknown>[] = [];
  const before = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/web/api/cart/checkout')) return before(input, init);
    posted.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return posted;
}
