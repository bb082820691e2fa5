/**
 * A menu's items as a tree (a flat list in reading order, each row indented by its level), moved by
 * drag and drop (@dnd-kit: the row follows the pointer; sideways travel of one indent changes the
 * level, shown while dragging) or by each row's arrows. Every move is sent at once (moveMenuItem),
 * shown before the answer and undone with the reason when the server refuses it. After a keyboard
 * move the focus stays on the arrow used (or the next one usable), so moves can be chained.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent, DragMoveEvent, DragStartEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLocale } from '@tijara/shared';
import type { Notice } from '../../components/NoticeLine';
import type {
  ContentMenuFieldsFragment,
  ContentMenuItemFieldsFragment,
} from '../../__generated__/content-menus/graphql';
import { itemName, typeWord } from './item-types';
import { messages } from './messages';
import { dropPlacement, flattenTree, keyboardMoves, keyboardPlacement } from './menu-tree';
import type { FlatItem, KeyboardMove, Placement } from './menu-tree';
import { MenuTreeRow } from './MenuTreeRow';
import { useDeleteMenuItem, useMoveMenuItem } from './use-menu-writes';

/** One level of indentation, in CSS pixels (the stylesheet indents by the same step). */
const INDENT_PX = 28;

type Item = ContentMenuItemFieldsFragment;

interface Props {
  readonly menu: ContentMenuFieldsFragment;
  readonly writable: boolean;
  readonly onEdit: (item: Item) => void;
  readonly onNotice: (notice: Notice | null) => void;
}

interface Drag {
  readonly id: number;
  readonly overId: number | null;
  readonly shift: number;
}

export function MenuTree({ menu, writable, onEdit, onNotice }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const move = useMoveMenuItem();
  const remove = useDeleteMenuItem();
  const [moving, setMoving] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ id: number; move: KeyboardMove } | null>(null);
  const flat = useMemo(() => flattenTree(menu.items), [menu.items]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const nameOf = useCallback((item: Item) => itemName(intl, locale, item), [intl, locale]);
  const rtl = locale === 'ar';

  // After every render: the moved row may have been redrawn elsewhere (the optimistic menu, then
  // the answer or the rollback), and the arrow used may now be disabled (top reached).
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    const row = list.current?.querySelector(`[data-item-id="${wanted.id}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    const same = buttons.find((button) => button.dataset['move'] === wanted.move && !button.disabled);
    (same ?? buttons.find((button) => !button.disabled))?.focus();
    refocus.current = null;
  });

  const send = async (item: Item, placement: Placement, focus?: KeyboardMove) => {
    // One move at a time; the arrows stay enabled meanwhile so the focus is not lost.
    if (moving) return;
    setMoving(true);
    onNotice(null);
    if (focus) refocus.current = { id: item.id, move: focus };
    const outcome = await move(menu, item.id, placement);
    setMoving(false);
    const name = nameOf(item);
    if (!outcome.ok) {
      if (focus) refocus.current = { id: item.id, move: focus };
      onNotice({
        ok: false,
        text: intl.formatMessage(messages.moveRefused, { name, reason: outcome.reason }),
      });
      return;
    }
    const level = placement.parentId === null ? 1 : (depthOf(flat, placement.parentId) ?? 0) + 2;
    setSaid(intl.formatMessage(messages.moved, { name, level, position: placement.position + 1 }));
  };

  const onKeyboardMove = (item: Item, direction: KeyboardMove) => {
    const placement = keyboardPlacement(flat, item.id, direction);
    if (placement) void send(item, placement, direction);
  };

  const onDelete = async (item: Item) => {
    setDeleting(item.id);
    const outcome = await remove(item.id);
    setDeleting(null);
    const name = nameOf(item);
    onNotice(
      outcome.ok
        ? { ok: true, text: intl.formatMessage(messages.deleted, { name }) }
        : { ok: false, text: outcome.reason },
    );
    return outcome.ok;
  };

  const shiftOf = (event: DragMoveEvent | DragEndEvent) =>
    Math.round(((rtl ? -1 : 1) * event.delta.x) / INDENT_PX);
  const onDragStart = ({ active }: DragStartEvent) =>
    setDrag({ id: Number(active.id), overId: null, shift: 0 });
  const onDragMove = (event: DragMoveEvent) =>
    setDrag({
      id: Number(event.active.id),
      overId: event.over ? Number(event.over.id) : null,
      shift: shiftOf(event),
    });
  const onDragEnd = (event: DragEndEvent) => {
    setDrag(null);
    const item = menu.items.find((candidate) => candidate.id === Number(event.active.id));
    if (!item || !event.over) return;
    const placement = dropPlacement(flat, item.id, Number(event.over.id), shiftOf(event));
    if (placement) void send(item, placement);
  };

  // While dragging, the dragged item's children travel with it (hidden) and its row shows where it lands.
  const shown = drag ? flat.filter((entry) => !isUnder(flat, entry.item.id, drag.id)) : flat;
  const landing = drag ? projectedDepth(flat, drag) : null;

  if (flat.length === 0) return <p className="muted">{intl.formatMessage(messages.emptyMenu)}</p>;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={onDragStart}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDrag(null)}
        accessibility={{
          announcements: NO_ANNOUNCEMENTS,
          screenReaderInstructions: { draggable: intl.formatMessage(messages.dragHint) },
        }}
      >
        <SortableContext items={shown.map((entry) => entry.item.id)} strategy={verticalListSortingStrategy}>
          <ol
            ref={list}
            className="menu-tree"
            aria-label={intl.formatMessage(messages.treeLabel, { menu: menu.code })}
            aria-busy={moving || undefined}
          >
            {shown.map((entry) => (
              <MenuTreeRow
                key={entry.item.id}
                item={entry.item}
                name={nameOf(entry.item)}
                typeLabel={typeWord(intl, entry.item.type)}
                depth={drag?.id === entry.item.id && landing !== null ? landing : entry.depth}
                moves={keyboardMoves(flat, entry.item.id)}
                writable={writable && deleting === null}
                deleting={deleting === entry.item.id}
                onMove={(direction) => onKeyboardMove(entry.item, direction)}
                onEdit={() => onEdit(entry.item)}
                onDelete={() => onDelete(entry.item)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
    </>
  );
}

/** Pointer drags are announced by the outcome line, like the arrows' moves: nothing in English meanwhile. */
const NO_ANNOUNCEMENTS = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

function depthOf(flat: readonly FlatItem[], id: number): number | undefined {
  return flat.find((entry) => entry.item.id === id)?.depth;
}

function isUnder(flat: readonly FlatItem[], id: number, ancestor: number): boolean {
  let parent = flat.find((entry) => entry.item.id === id)?.item.parentId ?? null;
  for (let steps = 0; parent !== null && steps <= flat.length; steps++) {
    if (parent === ancestor) return true;
    const current: number = parent;
    parent = flat.find((entry) => entry.item.id === current)?.item.parentId ?? null;
  }
  return false;
}

/** The depth the dragged row would land at now (its own while it would not move). */
function projectedDepth(flat: readonly FlatItem[], drag: Drag): number | null {
  if (drag.overId === null) return null;
  const placement = dropPlacement(flat, drag.id, drag.overId, drag.shift);
  if (!placement) return null;
  return placement.parentId === null ? 0 : (depthOf(flat, placement.parentId) ?? 0) + 1;
}
