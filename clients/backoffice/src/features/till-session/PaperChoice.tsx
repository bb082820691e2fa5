/** The receipt printer's paper of this tablet (58 or 80 mm), kept on the device. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { PAPERS, choosePaper, usePaper } from './paper';
import type { Paper } from './paper';
import { useDb } from '../../app/app-services';

export function PaperChoice() {
  const intl = useIntl();
  const db = useDb();
  const paper = usePaper(db);
  const id = useId();
  return (
    <div className="pos-session__paper">
      <label htmlFor={id}>{intl.formatMessage(messages.paper)}</label>
      <select
        id={id}
        name="paper"
        value={paper}
        onChange={(event) => void choosePaper(db, event.target.value as Paper)}
      >
        {PAPERS.map((width) => (
          <option key={width} value={width}>
            {intl.formatMessage(messages.paperWidth, { width })}
          </option>
        ))}
      </select>
    </div>
  );
}
