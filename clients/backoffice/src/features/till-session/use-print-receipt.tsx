/**
 * Printing a receipt from a screen: `print(sale)` mounts the receipt on the device's paper, prints
 * it and counts the copy; `element` is what the screen renders for that (null between prints). A
 * print asked while another is under way waits for it.
 */
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { TillSale } from '../till-data';
import { usePaper } from './paper';
import { ReceiptPrint } from './ReceiptPrint';
import { useDb } from '../../app/app-services';

export interface ReceiptPrinter {
  readonly print: (sale: TillSale) => void;
  readonly element: ReactNode;
}

interface Job {
  readonly id: number;
  readonly sale: TillSale;
}

export function usePrintReceipt(): ReceiptPrinter {
  const db = useDb();
  const paper = usePaper(db);
  const nextId = useRef(0);
  const [queue, setQueue] = useState<readonly Job[]>([]);
  const print = useCallback((sale: TillSale) => {
    nextId.current += 1;
    const job = { id: nextId.current, sale };
    setQueue((waiting) => [...waiting, job]);
  }, []);
  const current = queue[0];
  const element = current ? (
    <ReceiptPrint
      key={current.id}
      sale={current.sale}
      paper={paper}
      onDone={() => setQueue((waiting) => waiting.filter((job) => job.id !== current.id))}
    />
  ) : null;
  return { print, element };
}
