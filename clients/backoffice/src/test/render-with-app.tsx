/** Renders back-office screens as main.tsx does (router under /dashboard), with a fresh fake-indexeddb database per test. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { I18nProvider, createSyncEngine } from '@tijara/shared';
import { Permission } from '@tijara/schema';
import { AppServicesProvider } from '../app/app-services';
import { createTillDb } from '../features/till-data/till-db';
import { FlashProvider } from '../components/Flash';
import { PermissionsProvider } from '../components/permissions';
import { testCatalogues as catalogues } from './test-catalogues';

let counter = 0;

/**
 * `route`: the address the router starts at, under /dashboard/ (the dashboard by default);
 * `permissions`: the signed-in staff's (every one by default, as an admin).
 */
export function renderWithApp(
  ui: ReactElement,
  mocks: MockedResponse[] = [],
  route = '/dashboard/',
  permissions: readonly string[] = Object.values(Permission),
) {
  counter += 1;
  const db = createTillDb(`backoffice-test-${Date.now()}-${counter}`);
  const syncEngine = createSyncEngine({ db, senders: {} });
  const result = render(
    <I18nProvider messages={catalogues}>
      <MockedProvider mocks={mocks}>
        <AppServicesProvider services={{ db, syncEngine }}>
          <MemoryRouter basename="/dashboard" initialEntries={[route]}>
            <PermissionsProvider permissions={permissions}>
              <FlashProvider>{ui}</FlashProvider>
            </PermissionsProvider>
          </MemoryRouter>
        </AppServicesProvider>
      </MockedProvider>
    </I18nProvider>,
  );
  return { ...result, db, syncEngine };
}
