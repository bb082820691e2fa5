/** What every section of the block form gets: the draft, a way to change it, the refusal's lines. */
import type { FieldLines } from '../content-editing';
import type { BlockDraft } from './block-draft';

export interface SectionProps {
  readonly draft: BlockDraft;
  readonly change: (patch: Partial<BlockDraft>) => void;
  /** The lines to show under a field, by its path in the input (`texts.fr.html`, `target.ids`). */
  readonly lines: FieldLines;
  /** Unique per form, for ids. */
  readonly idBase: string;
}
