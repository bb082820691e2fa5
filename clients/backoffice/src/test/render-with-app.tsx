/** Renders back-office screens as main.tsx does (router under /dashboard), with a fresh fake-indexeddb database per test. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { I18nProvider, createSyncEngine, createTijaraDb } from '@tijara/shared';
import { AppServicesProvider } from '../app/app-services';
import { testCatalogues as catalogues } from './test-catalogues';

let counter = 0;

/** `route`: the address the router starts at, under /dashboard/ (the dashboard by default). */
export function renderWithApp(ui: ReactElement, mocks: MockedResponse[] = [], route = '/dashboard/') {
  counter += 1;
  const db = createTijaraDb(`backoffice-test-${Date.now()}-${counter}`);
  const syncEngine = createSyncEngine({ db, senders: {} });
  const result = render(
    <I18nProvider messages={catalogues}>
      <MockedProvider mocks={mocks}>
        <AppServicesProvider services={{ db, syncEngine }}>
          <MemoryRouter basename="/dashboard" initialEntries={[route]}>
            {ui}
          </MemoryRouter>
        </AppServicesProvider>
      </MockedProvider>
    </I18nProvider>,
  );
  return { ...result, db, syncEngine };
}
