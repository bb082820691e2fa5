import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApp } from '../../test/render-with-app';
import { RichText } from './RichText';

function Page() {
  return (
    <>
      <p data-testid="address">{useLocation().pathname}</p>
      <RichText
        html={
          '<p><a href="/page/livraison">Livraison</a> <a href="https://example.dz">Ailleurs</a> ' +
          '<a href="/page/cgv" target="_blank" rel="noopener noreferrer">CGV</a></p>'
        }
      />
    </>
  );
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="*" element={<Page />} />
    </Routes>,
    { route: '/blog/un-article' },
  );

it('moves to the shop’s own pages through the router, without a reload', () => {
  renderPage();
  const click = fireEvent.click(screen.getByRole('link', { name: 'Livraison' }));
  expect(click).toBe(false);
  expect(screen.getByTestId('address')).toHaveTextContent('/page/livraison');
});

it('leaves other sites, new tabs and modified clicks to the browser', () => {
  renderPage();
  expect(fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }))).toBe(true);
  expect(fireEvent.click(screen.getByRole('link', { name: 'CGV' }))).toBe(true);
  expect(fireEvent.click(screen.getByRole('link', { name: 'Livraison' }), { ctrlKey: true })).toBe(true);
  expect(screen.getByTestId('address')).toHaveTextContent('/blog/un-article');
});
