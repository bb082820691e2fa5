/** The top of a list screen: its title with the button that opens a new record, then what it is for. */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

interface Props {
  readonly title: MessageDescriptor;
  readonly intro: MessageDescriptor;
  readonly newLabel: MessageDescriptor;
  readonly onNew: () => void;
}

export function ListHeading({ title, intro, newLabel, onNew }: Props) {
  const intl = useIntl();
  return (
    <>
      <div className="list-heading">
        <h1>{intl.formatMessage(title)}</h1>
        <button type="button" className="button" onClick={onNew}>
          {intl.formatMessage(newLabel)}
        </button>
      </div>
      <p className="muted">{intl.formatMessage(intro)}</p>
    </>
  );
}
