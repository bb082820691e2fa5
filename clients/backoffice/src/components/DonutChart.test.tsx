import { screen } from '@testing-library/react';
import { plain } from '@tijara/shared/test/render-with-intl';
import { DonutChart, percentOf } from './DonutChart';
import { renderInLocale } from './test-intl';

const arc = () => document.querySelector('.donut__arc');

it('shows a percent with 2 decimals and says it in one sentence', () => {
  renderInLocale(<DonutChart label="Commandes livrées" value={42.5} />);
  const chart = screen.getByRole('img');
  expect(plain(chart.getAttribute('aria-label'))).toBe('Commandes livrées : 42,50 %');
  expect(plain(chart.textContent)).toContain('42,50 %');
  expect(arc()).toHaveAttribute('stroke-dasharray', '42.5 57.5');
});

it('computes the share of a part in its total', () => {
  renderInLocale(<DonutChart label="Stock vendu" part={1} total={3} />, 'en');
  expect(plain(screen.getByRole('img').getAttribute('aria-label'))).toBe('Stock vendu: 33.33%');
});

it('reads 0 % for an empty total and never draws more than the full ring', () => {
  expect(percentOf({ part: 4, total: 0 })).toBe(0);
  expect(percentOf({ part: 5, total: 4 })).toBe(100);
  expect(percentOf({ value: -3 })).toBe(0);
  expect(percentOf({ value: Number.NaN })).toBe(0);
});

it('writes the percent with Latin digits in Arabic', () => {
  renderInLocale(<DonutChart label="المبيعات" value={12.345} />, 'ar');
  expect(plain(screen.getByRole('img').getAttribute('aria-label'))).toMatch(/12[.,]35/);
});
