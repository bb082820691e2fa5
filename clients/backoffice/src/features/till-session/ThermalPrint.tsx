/**
 * Prints its content alone on the till's thermal paper (receipts, Z reports) with window.print:
 * a portal on document.body that receipt.css hides on screen and, while it is in the page, prints
 * alone (every other child of the body hidden, as features/order-detail's slip does). The page is
 * the paper's width and the content's own length (measured once laid out at that width), so a roll
 * printer cuts after the receipt and a PDF holds one long page instead of an A4 with a blank tail.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Paper } from './paper';
import './receipt.css';

/** CSS pixels per millimetre (96 px to the inch). */
const PX_PER_MM = 96 / 25.4;
/** Block margins of the page, in mm: the printer's tear bar must not eat the last line. */
const PAGE_MARGIN_MM = 4;
/** Never shorter, whatever the measure says (jsdom, a font not loaded yet). */
const MIN_LENGTH_MM = 60;

interface Props {
  readonly paper: Paper;
  /** Said on screen while the print dialog is up. */
  readonly status: string;
  /** Once window.print returned: the copy went to the printer, or its dialog was closed. */
  readonly onPrinted: () => void;
  readonly children: ReactNode;
}

export function ThermalPrint({ paper, status, onPrinted, children }: Props) {
  const sheet = useRef<HTMLDivElement>(null);
  const printed = useRef(false);
  const [lengthMm, setLengthMm] = useState<number | null>(null);
  const latestOnPrinted = useRef(onPrinted);
  useEffect(() => {
    latestOnPrinted.current = onPrinted;
  });
  useLayoutEffect(() => {
    const height = sheet.current?.scrollHeight ?? 0;
    setLengthMm(Math.max(MIN_LENGTH_MM, Math.ceil(height / PX_PER_MM) + 2 * PAGE_MARGIN_MM));
  }, []);
  useEffect(() => {
    // Once: a re-render (or StrictMode's second effect) must not print or count a copy twice.
    if (lengthMm === null || printed.current) return;
    printed.current = true;
    window.print();
    latestOnPrinted.current();
  }, [lengthMm]);
  return createPortal(
    <>
      {lengthMm === null ? null : (
        <style>{`@page { size: ${paper}mm ${lengthMm}mm; margin: ${PAGE_MARGIN_MM}mm 0; }`}</style>
      )}
      <p role="status" className="pos-print-status">
        {status}
      </p>
      <div ref={sheet} className={`pos-print pos-print--${paper}`}>
        {children}
      </div>
    </>,
    document.body,
  );
}
