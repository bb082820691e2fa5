/** What every part of the promotion editor is given: the draft, a way to change it, and the errors. */
import type { FieldErrors } from '../../components/field-errors';
import type { PromotionDraft } from './promotion-draft';

export interface SectionProps {
  readonly draft: PromotionDraft;
  readonly change: (patch: Partial<PromotionDraft>) => void;
  /** Field -> lines to show under it (the client's checks, then the server's fieldErrors). */
  readonly errors: FieldErrors;
  /** Prefix of the section's element ids (useId of the form). */
  readonly idBase: string;
}
