import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@tijara/shared';
import { markPrinted } from '../till-data';
import { renderWithApp } from '../../test/render-with-app';
import { testCatalogues } from '../../test/test-catalogues';
import { Receipt } from './Receipt';
import { INSTALLMENT_SALE, SALE } from './till-session.mocks';
import { usePrintReceipt } from './use-print-receipt';

jest.mock('../till-data', () => ({
  ...jest.requireActual('../till-data'),
  markPrinted: jest.fn(),
}));

/** The element's texts as printed side by side (a label, then its amount), spaces made plain. */
function text(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

const flat = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();

/** The deepest element reading `expected`, though its value sits in its own <bdi>. */
function lineWith(expected: string): HTMLElement {
  return screen.getByText(
    (_, element) =>
      element !== null &&
      flat(element.textContent) === expected &&
      [...element.children].every((child) => flat(child.textContent) !== expected),
  );
}

function renderReceipt(sale = SALE, locale: 'fr' | 'ar' = 'fr') {
  return render(
    <I18nProvider messages={testCatalogues} initialLocale={locale}>
      <Receipt sale={sale} />
    </I18nProvider>,
  );
}

function rowOf(label: string): string {
  const row = screen.getByText(label).closest('p');
  if (!row) throw new Error(`No row ${label}`);
  return text(row);
}

it('prints the shop, the receipt number, the shop time, the cashier and the customer', () => {
  renderReceipt();
  expect(screen.getByText('Boutique Tijara Alger')).toBeInTheDocument();
  expect(lineWith('Ticket n° C1-007-0042')).toBeInTheDocument();
  // 08:30 UTC is 09:30 in Algiers, whatever the zone the test machine runs in.
  expect(screen.getByText('25/11/2026 09:30')).toBeInTheDocument();
  expect(lineWith('Caissier : Amel Haddad')).toBeInTheDocument();
  expect(lineWith('Client : Karim Benali 0661234567')).toBeInTheDocument();
  expect(screen.queryByText(/DUPLICATA/)).not.toBeInTheDocument();
});

it('prints each line as quantity x unit price with its amount and promotions, then the totals', () => {
  renderReceipt();
  const cafe = screen.getByText('Café moulu 250 g').closest('li') as HTMLElement;
  expect(text(cafe)).toBe('Café moulu 250 g 2 x 476,00 DA 952,00 DA Promotion : Semaine du café');
  const shirt = screen.getByText('T-shirt - Rouge - XL').closest('li') as HTMLElement;
  expect(text(shirt)).toBe('T-shirt - Rouge - XL 1 x 1 190,00 DA 1 190,00 DA');
  expect(lineWith('Promotion : Fidélité')).toBeInTheDocument();
  expect(rowOf('Sous-total')).toBe('Sous-total 2 142,00 DA');
  expect(rowOf('Remises')).toBe('Remises -59,50 DA');
  expect(rowOf('TOTAL')).toBe('TOTAL 2 082,50 DA');
});

it('prints the payment with the cash given and the change', () => {
  renderReceipt();
  expect(screen.getByText('Paiement : Espèces')).toBeInTheDocument();
  expect(rowOf('Espèces')).toBe('Espèces 2 082,50 DA');
  expect(rowOf('Espèces reçues')).toBe('Espèces reçues 2 500,00 DA');
  expect(rowOf('Monnaie rendue')).toBe('Monnaie rendue 417,50 DA');
  expect(screen.queryByText('Reste dû')).not.toBeInTheDocument();
});

it('prints what is left to pay and the installment plan', () => {
  renderReceipt(INSTALLMENT_SALE);
  expect(screen.getByText('Paiement : Paiement en plusieurs fois')).toBeInTheDocument();
  expect(rowOf('Espèces')).toBe('Espèces 500,00 DA');
  expect(rowOf('Reste dû')).toBe('Reste dû 1 582,50 DA');
  expect(screen.getByText('Échéances à venir')).toBeInTheDocument();
  expect(rowOf('25/12/2026')).toBe('25/12/2026 800,00 DA');
  expect(rowOf('25/01/2027')).toBe('25/01/2027 782,50 DA');
  expect(screen.queryByText('Monnaie rendue')).not.toBeInTheDocument();
});

it('marks a reprint with its number', () => {
  renderReceipt({ ...SALE, printCount: 2 });
  expect(screen.getByText('DUPLICATA · réimpression n° 2')).toBeInTheDocument();
});

it('prints right to left in Arabic, without the bidi marks thermal printers choke on', () => {
  const { container } = renderReceipt(SALE, 'ar');
  const receipt = container.querySelector('article') as HTMLElement;
  expect(receipt).toHaveAttribute('dir', 'rtl');
  expect(receipt.getAttribute('lang')).toMatch(/^ar/);
  expect(lineWith('تذكرة رقم C1-007-0042')).toBeInTheDocument();
  expect(lineWith('أمين الصندوق: Amel Haddad')).toBeInTheDocument();
  expect(screen.getByText('قهوة مطحونة 250 غ')).toBeInTheDocument();
  expect(screen.getByText('الدفع: نقداً')).toBeInTheDocument();
  // Amounts stay left to right by their element, not by invisible characters.
  const total = screen.getByText('المجموع').nextElementSibling as HTMLElement;
  expect(total).toHaveAttribute('dir', 'ltr');
  expect(total.textContent).toMatch(/^2.082,50 DA$/);
  expect(receipt.textContent).not.toMatch(/[\u200e\u200f\u061c\u2066-\u2069]/);
});

function PrintButton() {
  const printer = usePrintReceipt();
  return (
    <>
      <button type="button" onClick={() => printer.print(SALE)}>
        print
      </button>
      {printer.element}
    </>
  );
}

it('prints the receipt alone on the device’s paper with window.print, then counts the copy', async () => {
  const printed: { receipt: string; page: string }[] = [];
  const print = jest.spyOn(window, 'print').mockImplementation(() => {
    // What the print stylesheet sees: the receipt as a child of the body, the page at the paper's width.
    printed.push({
      receipt: document.querySelector('body > .pos-print--80')?.textContent ?? '',
      page: document.querySelector('body > style')?.textContent ?? '',
    });
  });
  jest.mocked(markPrinted).mockResolvedValue({ ...SALE, printCount: 1 });
  const { db } = renderWithApp(<PrintButton />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'print' }));
  await waitFor(() => expect(markPrinted).toHaveBeenCalledWith(db, 'sale-42'));
  expect(printed).toHaveLength(1);
  expect(printed[0]?.receipt).toContain('Ticket n° C1-007-0042');
  expect(printed[0]?.page).toMatch(/@page \{ size: 80mm \d+mm;/);
  await waitFor(() => expect(document.body.querySelector('.pos-print')).toBeNull());
  print.mockRestore();
});
