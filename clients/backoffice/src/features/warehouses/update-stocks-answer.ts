/**
 * Reads the answer of POST /dashboard/api/warehouse/update-stocks/{id}: success when status is
 * "success" (the legacy dashboard's answer). What was corrected is the server's StockReconciliation (the GraphQL
 * reconcileStock shape) spread beside the status; an answer without it still reports the outcome.
 */
export interface CorrectionView {
  readonly name: string;
  readonly recorded: number;
  readonly expected: number;
}

export interface ReconciliationView {
  readonly levelsChecked: number | null;
  readonly onHand: readonly CorrectionView[];
  readonly reserved: readonly CorrectionView[];
  readonly expiredReservationsReleased: number;
}

export interface UpdateStocksAnswer {
  readonly success: boolean;
  readonly reconciliation: ReconciliationView | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function correctionOf(value: unknown): CorrectionView | null {
  if (!isObject(value) || !isCount(value['recorded']) || !isCount(value['expected'])) return null;
  const product = typeof value['productName'] === 'string' ? value['productName'] : '';
  const combination = typeof value['combinationName'] === 'string' ? value['combinationName'] : '';
  return {
    name: combination ? `${product} · ${combination}` : product,
    recorded: value['recorded'],
    expected: value['expected'],
  };
}

function correctionsOf(value: unknown): CorrectionView[] | null {
  if (!Array.isArray(value)) return null;
  return value.map(correctionOf).filter((c): c is CorrectionView => c !== null);
}

function reconciliationOf(value: unknown): ReconciliationView | null {
  if (!isObject(value)) return null;
  const onHand = correctionsOf(value['onHandCorrections']);
  const reserved = correctionsOf(value['reservedCorrections']);
  if (!onHand && !reserved) return null;
  const released = value['expiredReservationsReleased'];
  return {
    levelsChecked: isCount(value['levelsChecked']) ? value['levelsChecked'] : null,
    onHand: onHand ?? [],
    reserved: reserved ?? [],
    expiredReservationsReleased: isCount(released) ? released : 0,
  };
}

export function readUpdateStocksAnswer(body: unknown): UpdateStocksAnswer {
  if (!isObject(body)) return { success: false, reconciliation: null };
  return {
    success: body['status'] === 'success',
    reconciliation: reconciliationOf(body),
  };
}
