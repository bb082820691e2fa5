/** Phone, wholesale and installment orders entered by staff (the admin order and customer form). */

/** Its screens, loaded with their routes (app/routes.tsx). */
export const loadStaffOrderPage = () => import('./StaffOrderPage');

// Its screens bring their texts (CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
