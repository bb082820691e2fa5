/** The apps import digit normalisation from here; the one implementation lives in @tijara/schema. */
export { normaliseDigits } from '@tijara/schema';
