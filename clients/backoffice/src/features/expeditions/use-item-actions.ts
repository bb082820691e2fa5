/**
 * The editor's item changes: add, set a new absolute quantity, remove. Quantities are checked and
 * removals confirmed before any request; each answer is the whole expedition, which Apollo's cache
 * merges (Expedition:id), so the items list follows by itself, and onChanged lets the editor ask
 * again for the available products, whose figures the change moved. Outcomes go to `tell`.
 */
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import {
  AddExpeditionItemDocument,
  RemoveExpeditionItemDocument,
  UpdateExpeditionItemDocument,
} from '../../__generated__/expeditions/graphql';
import { messages } from './messages';
import { refusalNotice } from './notice';
import type { Notice, Refusal } from './notice';
import { isItemQuantity } from './quantity-rules';

/** What names a line: a product, or one of its combinations (null for a plain product). */
export interface StockLine {
  readonly productId: number;
  readonly combinationId: number | null;
}

interface Options {
  readonly expeditionId: number;
  readonly tell: (notice: Notice | Refusal) => void;
  readonly ask: (text: string, confirmLabel: string) => Promise<boolean>;
  readonly onChanged: () => void;
}

export function useItemActions({ expeditionId, tell, ask, onChanged }: Options) {
  const intl = useIntl();
  const [addItem, added] = useMutation(AddExpeditionItemDocument);
  const [updateItem, updated] = useMutation(UpdateExpeditionItemDocument);
  const [removeItem, removed] = useMutation(RemoveExpeditionItemDocument);
  const ref = (line: StockLine) => ({
    expeditionId,
    productId: line.productId,
    combinationId: line.combinationId,
  });
  const invalidQuantity = () => tell({ tone: 'error', message: messages.keyInvalidQuantity });

  /** Runs one change; true when the server took it. `done` is what to say then (nothing: the figure says it). */
  const attempt = async (run: () => Promise<unknown>, done: Notice | null, failed: MessageDescriptor) => {
    try {
      await run();
    } catch (error) {
      tell(refusalNotice(error, failed));
      return false;
    }
    if (done) tell(done);
    onChanged();
    return true;
  };

  return {
    busy: added.loading || updated.loading || removed.loading,
    invalidQuantity,
    /** `quantity` was checked against the available stock by the caller. */
    add: (line: StockLine, quantity: number) =>
      attempt(
        () => addItem({ variables: { input: { ...ref(line), quantity } } }),
        { tone: 'success', message: messages.keyItemAdded },
        messages.keyErrorAdding,
      ),
    setQuantity: async (line: StockLine, quantity: number) => {
      if (!isItemQuantity(quantity)) return invalidQuantity();
      await attempt(
        () => updateItem({ variables: { input: { ...ref(line), quantity } } }),
        null,
        messages.keyErrorUpdating,
      );
    },
    remove: async (line: StockLine) => {
      const confirmed = await ask(
        intl.formatMessage(messages.keyConfirmRemove),
        intl.formatMessage(commonMessages.remove),
      );
      if (!confirmed) return;
      await attempt(
        () => removeItem({ variables: { input: ref(line) } }),
        { tone: 'info', message: messages.itemRemoved },
        messages.keyErrorRemoving,
      );
    },
  };
}
