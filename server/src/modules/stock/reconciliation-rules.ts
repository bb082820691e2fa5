/**
 * What update-stocks compares. A level row is a cache of its sources: on hand of the ledger's sum,
 * reserved of the line's active reservations. Where they disagree the source wins (a correction is
 * reported with both figures); the ledger itself is never written for this.
 */

export interface LineFigures {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly productName: string;
  readonly combinationName: string | null;
  /** Whether the line has a level row (a line with ledger rows but none gets one). */
  readonly hasLevel: boolean;
  /** The level row's figures (0 without a row). */
  readonly onHand: number;
  readonly reserved: number;
  /** The sources: the sum of the line's ledger rows, and of its active reservations. */
  readonly ledger: number;
  readonly held: number;
}

export interface Correction {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly productName: string;
  readonly combinationName: string | null;
  readonly recorded: number;
  readonly expected: number;
}

export interface Corrections {
  readonly onHand: Correction[];
  readonly reserved: Correction[];
}

function correction(line: LineFigures, recorded: number, expected: number): Correction {
  const { productId, combinationId, productName, combinationName } = line;
  return { productId, combinationId, productName, combinationName, recorded, expected };
}

export function correctionsOf(lines: readonly LineFigures[]): Corrections {
  const onHand: Correction[] = [];
  const reserved: Correction[] = [];
  for (const line of lines) {
    if (line.onHand !== line.ledger) onHand.push(correction(line, line.onHand, line.ledger));
    if (line.reserved !== line.held) reserved.push(correction(line, line.reserved, line.held));
  }
  return { onHand, reserved };
}

/** Whether the line's level row must be written (created, or figures fixed). */
export function needsWrite(line: LineFigures): boolean {
  return !line.hasLevel || line.onHand !== line.ledger || line.reserved !== line.held;
}
