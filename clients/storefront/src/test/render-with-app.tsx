/**
 * Renders a storefront tree the way main.tsx does, with a fresh fake-indexeddb database per test and
 * Apollo's MockedProvider standing in for the server.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { I18nProvider, createTijaraDb } from '@tijara/shared';
import type { TijaraDb } from '@tijara/shared';
import { DbProvider } from '../app/app-services';
import { catalogues } from '../app/i18n';

let counter = 0;

export function freshDb(): TijaraDb {
  counter += 1;
  return createTijaraDb(`storefront-test-${Date.now()}-${counter}`);
}

export function renderWithApp(ui: ReactElement, options: { db?: TijaraDb; mocks?: MockedResponse[] } = {}) {
  const db = options.db ?? freshDb();
  const result = render(
    <I18nProvider messages={catalogues}>
      <MockedProvider mocks={options.mocks ?? []}>
        <DbProvider db={db}>{ui}</DbProvider>
      </MockedProvider>
    </I18nProvider>,
  );
  return { ...result, db };
}
