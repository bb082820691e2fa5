/**
 * The page's blocks in order, each with its type, title, state and first image: dragged by its
 * handle to a new place (@dnd-kit/sortable, pointer and touch) or moved one step with the Up and Down
 * buttons (the keyboard's way, focus kept on the button that moved it); each move is saved at once
 * and told in words. Edit, duplicate and delete (asked first) sit on every row.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DndContext, PointerSensor, TouchSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ContentBlockFieldsFragment } from '../../__generated__/content-pages/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { stateOf } from './block-state';
import { messages } from './messages';

type Block = ContentBlockFieldsFragment;

interface Props {
  readonly blocks: readonly Block[];
  readonly writable: boolean;
  /** The block whose form is open. */
  readonly editingId: number | null;
  readonly nameOf: (block: Block) => string;
  readonly titleOf: (block: Block) => string;
  readonly typeOf: (block: Block) => string;
  readonly onEdit: (block: Block) => void;
  readonly onMove: (block: Block, position: number) => void;
  readonly onDuplicate: (block: Block) => void;
  /** true: deleted. */
  readonly onDelete: (block: Block) => Promise<boolean>;
}

export function BlockList(props: Props) {
  const intl = useIntl();
  const base = useId();
  const { blocks, onMove, nameOf } = props;
  // After a move by button, the same button (or its sibling at an end) keeps the focus once the
  // list shows the new order.
  const refocus = useRef<{ id: number; step: -1 | 1 } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );

  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const button = (step: number) =>
      document.getElementById(`${base}-${step < 0 ? 'up' : 'down'}-${wanted.id}`) as HTMLButtonElement | null;
    const same = button(wanted.step);
    (same && !same.disabled ? same : button(-wanted.step))?.focus();
  }, [blocks, base]);

  const byId = (id: UniqueIdentifier) => blocks.find((block) => block.id === id);
  const name = (id: UniqueIdentifier) => {
    const block = byId(id);
    return block ? nameOf(block) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => intl.formatMessage(messages.dragPicked, { name: name(active.id) }),
    onDragOver: () => undefined,
    onDragEnd: ({ active, over }) => {
      const index = blocks.findIndex((block) => block.id === (over?.id ?? active.id));
      return intl.formatMessage(messages.moved, {
        name: name(active.id),
        position: index + 1,
        count: blocks.length,
      });
    },
    onDragCancel: ({ active }) => intl.formatMessage(messages.dragCancelled, { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const block = byId(active.id);
    const position = blocks.findIndex((other) => other.id === over?.id);
    if (block && position >= 0 && position !== blocks.indexOf(block)) onMove(block, position);
  };
  const moveBy = (block: Block, step: -1 | 1) => {
    refocus.current = { id: block.id, step };
    onMove(block, blocks.indexOf(block) + step);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: intl.formatMessage(messages.dragHelp) },
      }}
    >
      <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
        <ol className="block-list">
          {blocks.map((block, index) => (
            <BlockRow
              key={block.id}
              {...props}
              block={block}
              index={index}
              count={blocks.length}
              base={base}
              state={stateOf(intl, block)}
              onStep={(step) => moveBy(block, step)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface RowProps extends Props {
  readonly block: Block;
  readonly index: number;
  readonly count: number;
  readonly base: string;
  readonly state: string | null;
  readonly onStep: (step: -1 | 1) => void;
}

function BlockRow({ block, index, count, base, state, writable, editingId, ...row }: RowProps) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState(false);
  const { listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
    disabled: !writable,
  });
  const name = row.nameOf(block);
  const title = row.titleOf(block);
  const image = block.images[0];
  const classes = [
    'block-row',
    editingId === block.id ? 'block-row--editing' : '',
    isDragging ? 'block-row--dragging' : '',
    block.active && block.knownType ? '' : 'block-row--off',
  ];
  return (
    <li
      ref={setNodeRef}
      className={classes.filter(Boolean).join(' ')}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <span
        ref={setActivatorNodeRef}
        className="block-row__handle"
        title={intl.formatMessage(messages.dragOf, { name })}
        aria-hidden="true"
        {...listeners}
      >
        <svg viewBox="0 0 12 20" width="12" height="20" focusable="false">
          {[4, 10, 16].flatMap((y) => [
            <circle key={`a${y}`} cx="3" cy={y} r="1.6" />,
            <circle key={`b${y}`} cx="9" cy={y} r="1.6" />,
          ])}
        </svg>
      </span>
      <span className="block-row__position">{index + 1}</span>
      {image ? <img className="block-row__thumb" src={image.url} alt="" width={56} height={42} /> : null}
      <span className="block-row__text">
        <strong>{row.typeOf(block)}</strong>
        <span className="block-row__title">{title}</span>
        {state ? <span className="block-row__state">{state}</span> : null}
      </span>
      <span className="block-row__actions">
        <button
          id={`${base}-up-${block.id}`}
          type="button"
          className="link-button"
          disabled={!writable || index === 0}
          aria-label={intl.formatMessage(messages.moveUpOf, { name })}
          onClick={() => row.onStep(-1)}
        >
          {intl.formatMessage(messages.moveUp)}
        </button>
        <button
          id={`${base}-down-${block.id}`}
          type="button"
          className="link-button"
          disabled={!writable || index === count - 1}
          aria-label={intl.formatMessage(messages.moveDownOf, { name })}
          onClick={() => row.onStep(1)}
        >
          {intl.formatMessage(messages.moveDown)}
        </button>
        <button
          type="button"
          className="link-button"
          aria-expanded={editingId === block.id}
          aria-label={intl.formatMessage(messages.editOf, { name })}
          onClick={() => row.onEdit(block)}
        >
          {intl.formatMessage(messages.edit)}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={!writable || !block.knownType}
          aria-label={intl.formatMessage(messages.duplicateOf, { name })}
          onClick={() => row.onDuplicate(block)}
        >
          {intl.formatMessage(messages.duplicate)}
        </button>
        <ConfirmDelete
          name={name}
          messages={{ confirmDelete: messages.confirmDeleteBlock }}
          disabled={!writable}
          busy={deleting}
          onConfirm={async () => {
            setDeleting(true);
            const deleted = await row.onDelete(block);
            setDeleting(false);
            return deleted;
          }}
        />
      </span>
    </li>
  );
}
