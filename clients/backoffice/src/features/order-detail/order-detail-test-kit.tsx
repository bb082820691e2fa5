/** Rendering the order's page in component tests, and reading its text as a reader sees it. */
import { Suspense } from 'react';
import { act } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { Permission } from '@tijara/schema';
import { renderWithApp } from '../../test/render-with-app';
import { OrderDetailPage } from './OrderDetailPage';
import { ORDER_UUID, carriersAnswer } from './order-detail.mocks';

const SPACES = /[\s\u202f\u00a0\u2066-\u2069]+/g;

/** A row or a term and its value, each part's text apart, spaces collapsed (Intl's narrow no-break
 * spaces and bidi marks too). */
export const spaced = (element: Element) =>
  [...element.childNodes]
    .map((node) => (node.textContent ?? '').replace(SPACES, ' ').trim())
    .filter(Boolean)
    .join(' ');

/**
 * Rendered inside an awaited act: the page suspends on the vocabulary's chunk (React's `use`), and
 * React retries a render suspended in a test's act scope only when that scope is awaited. As in the
 * app, the page sits inside a loading box (the route's Suspense).
 */
export async function renderOrder(
  mocks: MockedResponse[],
  permissions: readonly string[] = Object.values(Permission),
) {
  await act(async () => {
    renderWithApp(
      <Suspense fallback={null}>
        <OrderDetailPage orderUuid={ORDER_UUID} onNavigate={jest.fn()} />
      </Suspense>,
      [carriersAnswer(), ...mocks],
      `/dashboard/orders/${ORDER_UUID}`,
      permissions,
    );
    await Promise.resolve();
  });
}
