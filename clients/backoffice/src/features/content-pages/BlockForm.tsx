/**
 * One block's form (a new one, added at the end of the page, or a saved one): the type select
 * decides which inputs appear (block-kinds.ts); the texts per language, the layout, the visibility
 * window. What is typed is kept on the device as it is typed (use-form-draft: a reload or a lost
 * connection loses nothing) and the page asks before leaving it unsaved. The schema's rules are
 * checked before sending; the server's refusals show under the fields they name.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { BLOCK_TYPES, ContentMessageKey, isBlockType } from '@tijara/schema';
import { commonMessages, sharedMessages } from '@tijara/shared';
import type { ContentBlockFieldsFragment } from '../../__generated__/content-pages/graphql';
import { FieldError } from '../../components/FieldError';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormDraft } from '../../components/use-form-draft';
import { contentEditingMessages, problemFields, useFieldLines } from '../content-editing';
import type { ImageDraft } from '../content-editing';
import { blankDraft, draftOfBlock, draftProblems, inputOfDraft } from './block-draft';
import type { BlockDraft } from './block-draft';
import { blockMessages, typeMessages } from './block-messages';
import { BlockTextsFields } from './BlockTextsFields';
import { ContentFields } from './ContentFields';
import { DisplayFields } from './DisplayFields';
import { useSaveBlock } from './use-page-writes';
import { VisibilityFields } from './VisibilityFields';

interface Props {
  readonly pageId: number;
  readonly shopUuid: string;
  /** null: a new block. */
  readonly block: ContentBlockFieldsFragment | null;
  /** The block's name in the list ("2 (Bannière)"), for the heading. */
  readonly name: string;
  readonly online: boolean;
  readonly onSaved: (block: ContentBlockFieldsFragment) => void;
  readonly onCancel: () => void;
  /** Told whenever the form's unsaved state changes. */
  readonly onDirty: (dirty: boolean) => void;
}

/** Paths the form shows fields for; a refusal elsewhere is told with the form's outcome. */
const SHOWN =
  /^(type|size|number|responsiveNumber|bgColor|link|containerClass|wrapperCssClass|source|visibleFrom|visibleUntil|images|target\.|texts\.)/;

interface Refusal {
  readonly message: MessageDescriptor;
  readonly fields: Readonly<Record<string, MessageDescriptor>>;
}

export function BlockForm({ pageId, shopUuid, block, name, online, onSaved, onCancel, onDirty }: Props) {
  const intl = useIntl();
  const idBase = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const initial = useMemo(() => (block ? draftOfBlock(block) : blankDraft('')), [block]);
  const draft = useFormDraft<BlockDraft>(`content-block:${block ? block.id : `new-${pageId}`}`, initial);
  const saveBlock = useSaveBlock();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const lines = useFieldLines(refusal?.fields ?? {});
  const dirty = JSON.stringify(draft.value) !== JSON.stringify(initial);
  const { setValue } = draft;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const change = useCallback(
    (patch: Partial<BlockDraft>) => setValue((value) => ({ ...value, ...patch })),
    [setValue],
  );
  const changeImages = useCallback(
    (update: (images: readonly ImageDraft[]) => readonly ImageDraft[]) =>
      setValue((value) => ({ ...value, images: update(value.images) })),
    [setValue],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = draft.value;
    const problems = [
      ...(isBlockType(value.type) ? [] : [{ field: 'type', key: ContentMessageKey.BLOCK_TYPE_UNKNOWN }]),
      ...draftProblems(value),
    ];
    if (problems.length > 0) {
      setRefusal({ message: contentEditingMessages.notSaved, fields: problemFields(problems) });
      return;
    }
    setSubmitting(true);
    const outcome = await saveBlock(inputOfDraft(value, block ? { id: block.id } : { pageId }));
    setSubmitting(false);
    if (!outcome.ok) {
      setRefusal(outcome);
      return;
    }
    setRefusal(null);
    await draft.clear();
    onSaved(outcome.value);
  };

  const typeErrors = lines('type');
  const known = isBlockType(draft.value.type);
  const outside = Object.keys(refusal?.fields ?? {}).filter((path) => !SHOWN.test(path));
  const sections = { draft: draft.value, change, lines, idBase };

  return (
    <form className="block-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 ref={heading} tabIndex={-1}>
        {block
          ? intl.formatMessage(blockMessages.formEdit, { name })
          : intl.formatMessage(blockMessages.formNew)}
      </h2>
      {draft.restored ? (
        <p role="status" className="note">
          {intl.formatMessage(contentEditingMessages.draftRestored)}{' '}
          <button type="button" className="link-button" onClick={() => void draft.discard()}>
            {intl.formatMessage(contentEditingMessages.discardDraft)}
          </button>
        </p>
      ) : null}
      <div className="content-field">
        <label htmlFor={`${idBase}-type`}>{intl.formatMessage(blockMessages.type)}</label>
        <select
          id={`${idBase}-type`}
          name="type"
          value={draft.value.type}
          aria-invalid={typeErrors.length > 0 || undefined}
          aria-describedby={typeErrors.length > 0 ? `${idBase}-type-error` : undefined}
          onChange={(event) => change({ type: event.target.value })}
        >
          {draft.value.type === '' ? (
            <option value="">{intl.formatMessage(sharedMessages.choose)}</option>
          ) : null}
          {!known && draft.value.type !== '' ? (
            <option value={draft.value.type} disabled>
              {draft.value.type}
            </option>
          ) : null}
          {BLOCK_TYPES.map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage(typeMessages[type])}
            </option>
          ))}
        </select>
        {!known && draft.value.type !== '' ? (
          <p className="note">{intl.formatMessage(blockMessages.oldType, { type: draft.value.type })}</p>
        ) : null}
        <FieldError id={`${idBase}-type-error`} lines={typeErrors} />
      </div>
      {draft.value.type === '' ? null : (
        <>
          <ContentFields {...sections} changeImages={changeImages} shopUuid={shopUuid} online={online} />
          <BlockTextsFields {...sections} />
          <DisplayFields {...sections} />
          <VisibilityFields {...sections} />
        </>
      )}
      {refusal ? (
        <div role="alert" className="note note--error">
          <p>{intl.formatMessage(refusal.message)}</p>
          {outside.map((path) => (
            <p key={path}>{lines(path).join(' ')}</p>
          ))}
        </div>
      ) : null}
      <div className="block-form__actions">
        <SubmitButton submitting={submitting} disabled={!online || draft.value.type === ''}>
          {intl.formatMessage(blockMessages.saveBlock)}
        </SubmitButton>
        <button type="button" className="link-button" onClick={onCancel}>
          {intl.formatMessage(commonMessages.cancel)}
        </button>
        {dirty ? (
          <span className="muted">{intl.formatMessage(contentEditingMessages.unsavedNote)}</span>
        ) : null}
      </div>
    </form>
  );
}
