/** The till's outbox entry kinds (contracts section 3) and the localOrders kind of a sale. */
export const POS_SALE = 'posSale';
export const POS_SESSION_OPEN = 'posSessionOpen';
export const POS_SESSION_CLOSE = 'posSessionClose';
