/**
 * Publishing and rejecting a review. Both answer the review (the cache takes its new status, so the
 * card leaves its tab at once), then every queue on screen is asked again. The outcome is flashed;
 * a refused rejection gives its field errors back to the reason field, with the client's own check
 * first (a reason of 1 to REASON_MAX characters, as the server wants it).
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import type { ReviewCardFieldsFragment } from '../../__generated__/reviews/graphql';
import {
  ReviewPublishDocument,
  ReviewQueueDocument,
  ReviewRejectDocument,
} from '../../__generated__/reviews/graphql';
import { useFlash } from '../../components/Flash';
import type { FieldErrors } from '../../components/field-errors';
import { errorsByField } from '../../components/field-errors';
import { messages } from './messages';

/** The server's limit on a rejection reason (rejectReview). */
export const REASON_MAX = 500;

/** What the reason field says is wrong before anything is sent; null when it can go. */
export function reasonProblem(intl: IntlShape, reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return intl.formatMessage(messages.reasonRequired);
  if (length > REASON_MAX) return intl.formatMessage(messages.reasonTooLong, { max: REASON_MAX });
  return null;
}

const REFRESH = { refetchQueries: [ReviewQueueDocument] };

export function useModeration() {
  const intl = useIntl();
  const flash = useFlash();
  const [publish] = useMutation(ReviewPublishDocument, REFRESH);
  const [publishingId, setPublishingId] = useState<number | null>(null);
  const [reject] = useMutation(ReviewRejectDocument, REFRESH);

  /** Said in a flash, unless the server's words go under the reason field instead. */
  const refused = (error: unknown): FieldErrors => {
    const verdict = serverVerdict(error);
    const errors = verdict ? errorsByField(verdict.fieldErrors) : {};
    if (!errors['reason']) flash('danger', intl.formatMessage(errorMessage(verdict)));
    return errors;
  };

  return {
    publishingId,
    publish: async (review: ReviewCardFieldsFragment) => {
      setPublishingId(review.id);
      try {
        await publish({ variables: { id: review.id } });
        flash('success', intl.formatMessage(messages.published, { author: review.authorName }));
      } catch (error) {
        refused(error);
      } finally {
        setPublishingId(null);
      }
    },
    /** Resolves the field errors to show under the reason: none when the review was rejected. */
    reject: async (review: ReviewCardFieldsFragment, reason: string): Promise<FieldErrors | null> => {
      try {
        await reject({ variables: { id: review.id, reason: reason.trim() } });
        flash('success', intl.formatMessage(messages.rejected, { author: review.authorName }));
        return null;
      } catch (error) {
        return refused(error);
      }
    },
  };
}
