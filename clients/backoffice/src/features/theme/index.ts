/** The light, dark or automatic theme: the switch, the hook that applies the choice, their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { ThemeSwitch } from './ThemeSwitch';
export { useTheme } from './theme-preference';
export type { ThemeChoice } from './theme-preference';

export const catalogue = catalogueOf(messages, translations);
