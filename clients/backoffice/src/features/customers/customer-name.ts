/**
 * A customer's name as the screens write it: first name, then last name, in every language (as the
 * checkout form takes them); the names are data, not text to translate.
 */
export const customerName = (who: { firstname: string; lastname: string }) =>
  `${who.firstname} ${who.lastname}`.trim();
