/**
 * The three queues as tabs (pending, published, rejected). Arrow keys move between tabs and open the
 * one reached (the list follows the address, so each is a new read); Home and End go to the ends.
 * Direction-aware: in Arabic the "next" tab is on the left.
 */
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ReviewStatus } from '../../__generated__/reviews/graphql';
import { messages } from './messages';
import { REVIEW_STATUSES } from './use-review-queue';

export const TAB_LABELS: Readonly<Record<ReviewStatus, MessageDescriptor>> = {
  PENDING: messages.tabPending,
  PUBLISHED: messages.tabPublished,
  REJECTED: messages.tabRejected,
};

interface Props {
  readonly current: ReviewStatus;
  /** The id of the panel the tabs control. */
  readonly panelId: string;
  readonly tabId: (status: ReviewStatus) => string;
  readonly onChange: (status: ReviewStatus) => void;
}

export function ReviewTabs({ current, panelId, tabId, onChange }: Props) {
  const intl = useIntl();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const count = REVIEW_STATUSES.length;
    const moves: Readonly<Record<string, (index: number) => number>> = {
      ArrowRight: (index) => index + (rtl ? -1 : 1),
      ArrowLeft: (index) => index + (rtl ? 1 : -1),
      Home: () => 0,
      End: () => count - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const status = REVIEW_STATUSES[(move(REVIEW_STATUSES.indexOf(current)) + count) % count] ?? current;
    onChange(status);
    document.getElementById(tabId(status))?.focus();
  };

  return (
    <div
      role="tablist"
      className="reviews__tabs"
      aria-label={intl.formatMessage(messages.tabs)}
      onKeyDown={onKeyDown}
    >
      {REVIEW_STATUSES.map((status) => (
        <button
          key={status}
          id={tabId(status)}
          type="button"
          role="tab"
          className="reviews__tab"
          aria-selected={status === current}
          aria-controls={panelId}
          tabIndex={status === current ? 0 : -1}
          onClick={() => onChange(status)}
        >
          {intl.formatMessage(TAB_LABELS[status])}
        </button>
      ))}
    </div>
  );
}
