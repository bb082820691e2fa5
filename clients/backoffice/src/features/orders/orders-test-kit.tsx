/** Rendering the orders list in component tests, with the address shown, and reading its text. */
import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router';
import { Permission } from '@tijara/schema';
import { renderWithApp } from '../../test/render-with-app';
import { OrdersPage } from './OrdersPage';
import { optionAnswers, shopDelayAnswer } from './orders.mocks';

/** jest-dom collapses spaces; Intl puts narrow no-break ones between thousands and before "DA". */
export const text = (element: Element) =>
  (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

/** The router's address, read by the tests as a status named "address". */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** The list at `/dashboard/orders<query>`, its filters' choices and the shop's delay (7 days) answered. */
export function renderList(
  mocks: MockedResponse[],
  { query = '', permissions = Object.values(Permission) as readonly string[] } = {},
) {
  return renderWithApp(
    <>
      <OrdersPage onNavigate={jest.fn()} />
      <Address />
    </>,
    [...optionAnswers, shopDelayAnswer(7), ...mocks],
    `/dashboard/orders${query}`,
    permissions,
  );
}
