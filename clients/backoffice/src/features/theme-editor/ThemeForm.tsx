/**
 * The theme form: the ten colour fields, the live preview with its light or dark switch and the
 * contrast warnings, then save and reset. Filled from the server's answer once; a save or a reset
 * puts the server's answer back in the fields. Nothing is sent while a field is not a colour.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { THEME_VARIABLES } from '@tijara/schema';
import type { ThemeValues, ThemeVariableName } from '@tijara/schema';
import { commonMessages, useOnlineStatus } from '@tijara/shared';
import type { FieldErrors } from '../../components/field-errors';
import type { Notice } from '../../components/NoticeLine';
import { NoticeLine } from '../../components/NoticeLine';
import { OfflineNote } from '../../components/OfflineNote';
import { SubmitButton } from '../../components/SubmitButton';
import { ColorField } from './ColorField';
import { ContrastWarnings } from './ContrastWarnings';
import { messages } from './messages';
import { PreviewModeSwitch } from './PreviewModeSwitch';
import { ResetDialog } from './ResetDialog';
import { invalidVariables, shownValues } from './theme-colors';
import type { PreviewMode } from './theme-colors';
import { ThemePreview } from './ThemePreview';
import { useSaveTheme } from './use-theme-writes';

/** The answer's ten values, without its __typename. */
export function valuesOf(answer: ThemeValues): ThemeValues {
  return Object.fromEntries(THEME_VARIABLES.map(({ name }) => [name, answer[name]])) as ThemeValues;
}

export function ThemeForm({ shopUuid, saved }: { shopUuid: string; saved: ThemeValues }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const save = useSaveTheme(shopUuid);
  const [base, setBase] = useState(saved);
  const [typed, setTyped] = useState(saved);
  const [left, setLeft] = useState<ReadonlySet<ThemeVariableName>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [mode, setMode] = useState<PreviewMode>('light');
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const shown = shownValues(typed, base);
  const invalid = new Set(invalidVariables(typed));

  const restart = (values: ThemeValues) => {
    setBase(values);
    setTyped(values);
    setLeft(new Set());
    setServerErrors({});
  };

  const linesOf = (name: ThemeVariableName) =>
    invalid.has(name) && left.has(name) ? [intl.formatMessage(messages.invalidColour)] : serverErrors[name];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid.size > 0) {
      setLeft(new Set(invalid));
      setNotice({ ok: false, text: intl.formatMessage(messages.fixColours) });
      return;
    }
    setSaving(true);
    const outcome = await save(
      Object.fromEntries(THEME_VARIABLES.map(({ name }) => [name, typed[name].trim()])) as ThemeValues,
    );
    setSaving(false);
    if (!outcome.ok) {
      setServerErrors(outcome.fieldErrors);
      setNotice({ ok: false, text: outcome.reason });
      return;
    }
    restart(valuesOf(outcome.values));
    setNotice({ ok: true, text: intl.formatMessage(messages.saved) });
  };

  return (
    <form className="theme-editor" noValidate onSubmit={(event) => void submit(event)}>
      <OfflineNote online={online} message={messages.offline} />
      <div className="theme-editor__layout">
        <fieldset className="theme-editor__fields">
          <legend>{intl.formatMessage(messages.variables)}</legend>
          {THEME_VARIABLES.map((variable) => (
            <ColorField
              key={variable.name}
              name={variable.name}
              dataKey={variable.cssName.slice(2)}
              defaultValue={variable.defaultValue}
              value={typed[variable.name]}
              shown={shown[variable.name]}
              errorLines={linesOf(variable.name)}
              onChange={(value) => {
                setTyped((current) => ({ ...current, [variable.name]: value }));
                setServerErrors(({ [variable.name]: _dropped, ...rest }) => rest);
              }}
              onLeave={() => setLeft((current) => new Set([...current, variable.name]))}
            />
          ))}
        </fieldset>
        <section className="theme-editor__preview" aria-labelledby="theme-preview-title">
          <div className="theme-editor__preview-head">
            <h2 id="theme-preview-title">{intl.formatMessage(messages.preview)}</h2>
            <PreviewModeSwitch mode={mode} onChange={setMode} />
          </div>
          <ContrastWarnings values={shown} mode={mode} />
          <ThemePreview values={shown} mode={mode} />
        </section>
      </div>
      <NoticeLine notice={notice} />
      <div className="theme-editor__actions">
        <SubmitButton submitting={saving} disabled={!online}>
          {intl.formatMessage(commonMessages.save)}
        </SubmitButton>
        <ResetDialog
          shopUuid={shopUuid}
          disabled={!online || saving}
          onReset={(values) => {
            restart(valuesOf(values));
            setNotice({ ok: true, text: intl.formatMessage(messages.resetDone) });
          }}
          onRefused={(reason) => setNotice({ ok: false, text: reason })}
        />
      </div>
    </form>
  );
}
