/** The active flag as the spec draws it: a check or a cross, named for those who do not see it. */
import { useIntl } from 'react-intl';
import { messages } from './messages';

export function ActiveMark({ active }: { active: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage(active ? messages.active : messages.inactive);
  return (
    <svg
      className={`product-list__mark product-list__mark--${active ? 'on' : 'off'}`}
      role="img"
      aria-label={label}
      viewBox="0 0 16 16"
      width="16"
      height="16"
    >
      <title>{label}</title>
      <path
        d={active ? 'M3 8.5l3.2 3L13 4.5' : 'M4 4l8 8M12 4l-8 8'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
