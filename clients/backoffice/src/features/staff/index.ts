/** Staff accounts: the list, an account with its roles and affectation, creation. */

/** Its screens, loaded with their routes (app/routes.tsx). */
export const loadStaffPage = () => import('./StaffPage');
export const loadStaffMemberPage = () => import('./StaffMemberPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
