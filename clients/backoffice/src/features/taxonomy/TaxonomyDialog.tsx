/**
 * A taxonomy record's form in a modal (ModalForm): what the last send came to above the fields (the
 * code's text and the server's lines about fields this form does not show), then the fields. Send
 * is disabled offline; the modal is only opened by staff who may write.
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { ModalForm } from '../../components/ModalForm';
import type { FieldErrors } from '../../components/field-errors';
import { linesOutside } from '../../components/field-errors';
import type { Access } from './access';

interface Props {
  readonly title: string;
  readonly isNew: boolean;
  readonly access: Access;
  readonly onClose: () => void;
  readonly onSubmit: () => Promise<boolean>;
  /** The outcome of the last send, when refused. */
  readonly problem: string | null;
  readonly errors: FieldErrors;
  /** The field paths the form shows under an input; the server's other lines go with the problem. */
  readonly fields: readonly string[];
  readonly wide?: boolean;
  readonly children: ReactNode;
}

export function TaxonomyDialog({ title, isNew, access, problem, errors, fields, ...props }: Props) {
  const intl = useIntl();
  const outside = problem ? linesOutside(errors, new Set(fields)) : [];
  return (
    <ModalForm
      open
      title={title}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      submitLabel={intl.formatMessage(isNew ? commonMessages.add : commonMessages.save)}
      submitDisabled={!access.writable}
      wide={props.wide}
    >
      {problem ? (
        <p role="alert" className="note note--error taxonomy-problem">
          {[problem, ...outside].join('\n')}
        </p>
      ) : null}
      {props.children}
    </ModalForm>
  );
}
