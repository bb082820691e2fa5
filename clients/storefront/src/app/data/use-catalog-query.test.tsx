import { act, screen, waitFor } from '@testing-library/react';
import { StorefrontShopDocument } from '../../__generated__/graphql';
import { GraphqlTestRefusal, freshDb, renderWithApp, testShop } from '../../test/render-with-app';
import { mirrorKey } from './mirror-key';
import { markCopiesHeld } from './mirror-presence';
import { useCatalogQuery } from './use-catalog-query';

const KEY = mirrorKey(StorefrontShopDocument.toString(), 'fr', {});

function ShopName() {
  const state = useCatalogQuery(StorefrontShopDocument, {});
  if (state.error) return <p>error {state.error.code}</p>;
  return (
    <p>
      {state.data?.shop.name ?? '…'}
      {state.fromDevice ? ' (device)' : ''}
      {state.loading ? ' loading' : ''}
    </p>
  );
}

const stored = { shop: { ...testShop, name: 'Copie locale' } };

/** A device that saved this copy on an earlier visit (and so bears the mark of one). */
async function deviceWithCopy() {
  const db = freshDb();
  await db.catalogQueries.put({ key: KEY, data: stored, savedAt: 1 });
  markCopiesHeld();
  return db;
}

beforeEach(() => localStorage.clear());

it('shows the device copy at once, then the network answer, which replaces the copy', async () => {
  const db = await deviceWithCopy();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  renderWithApp(<ShopName />, {
    db,
    locale: 'fr',
    graphql: { StorefrontShop: async () => (await gate, { shop: { ...testShop, name: 'Du serveur' } }) },
  });
  expect(await screen.findByText('Copie locale loading')).toBeInTheDocument();
  act(() => release());
  expect(await screen.findByText('Du serveur')).toBeInTheDocument();
  await waitFor(async () =>
    expect((await db.catalogQueries.get(KEY))?.data).toEqual({ shop: { ...testShop, name: 'Du serveur' } }),
  );
  expect(await db.catalogQueries.count()).toBe(1);
});

/** The shop's name asked with no network at all. */
const renderOffline = (db: ReturnType<typeof freshDb>) =>
  renderWithApp(<ShopName />, {
    db,
    locale: 'fr',
    graphql: {
      StorefrontShop: () => {
        throw new TypeError('Failed to fetch');
      },
    },
  });

it('keeps the device copy and says so when the network does not answer', async () => {
  renderOffline(await deviceWithCopy());
  expect(await screen.findByText('Copie locale (device)')).toBeInTheDocument();
});

it('is an error only when there is no copy at all', async () => {
  renderWithApp(<ShopName />, {
    locale: 'fr',
    graphql: {
      StorefrontShop: () => {
        throw new TypeError('Failed to fetch');
      },
    },
  });
  expect(await screen.findByText('error NETWORK')).toBeInTheDocument();
});

it('takes a refusal as the answer, not the device copy', async () => {
  const db = await deviceWithCopy();
  renderWithApp(<ShopName />, {
    db,
    locale: 'fr',
    graphql: {
      StorefrontShop: () => {
        throw new GraphqlTestRefusal('NOT_FOUND', 'Unknown', {}, 404);
      },
    },
  });
  expect(await screen.findByText('error NOT_FOUND')).toBeInTheDocument();
});

it('asks once when several components ask the same thing at once, in the shopper’s language', async () => {
  const { calls } = renderWithApp(
    <>
      <ShopName />
      <ShopName />
    </>,
    { locale: 'ar' },
  );
  expect(await screen.findAllByText(testShop.name)).toHaveLength(2);
  // One for the ShopProvider of the harness and the two components together.
  expect(calls.filter((call) => call.operationName === 'StorefrontShop')).toHaveLength(1);
  expect(calls[0]?.language).toBe('ar-DZ');
});

it('on a first visit asks the network without opening the device database, then saves the copy', async () => {
  const db = freshDb();
  const read = jest.spyOn(db.catalogQueries, 'get');
  renderWithApp(<ShopName />, { db, locale: 'fr' });
  expect(await screen.findByText(testShop.name)).toBeInTheDocument();
  await waitFor(async () => expect(await db.catalogQueries.count()).toBe(1));
  expect(read).not.toHaveBeenCalled();
  expect(localStorage.getItem('tijara.catalogCopies')).toBe('1');
});

it('reads the device copy once the network has failed, even on a device without the mark', async () => {
  // Copies saved before the mark existed, or localStorage cleared while IndexedDB was kept.
  const db = freshDb();
  await db.catalogQueries.put({ key: KEY, data: stored, savedAt: 1 });
  renderOffline(db);
  expect(await screen.findByText('Copie locale (device)')).toBeInTheDocument();
});
