import { CartLineStatus, cartLineState } from './cart-line-status';

const line = { productId: 7, combinationId: 70, quantity: 3 };

describe('cartLineState', () => {
  it('is sellable when the warehouse has the quantity asked, exactly or more', () => {
    expect(cartLineState(line, { unitPrice: 249_900, available: 3 })).toEqual({
      ...line,
      status: CartLineStatus.SELLABLE,
      unitPrice: 249_900,
      available: null,
    });
    expect(cartLineState(line, { unitPrice: 249_900, available: 40 }).status).toBe(CartLineStatus.SELLABLE);
  });

  it('is out of stock below the quantity asked, still telling the price and the units left', () => {
    expect(cartLineState(line, { unitPrice: 249_900, available: 2 })).toEqual({
      ...line,
      status: CartLineStatus.OUT_OF_STOCK,
      unitPrice: 249_900,
      available: 2,
    });
    expect(cartLineState(line, { unitPrice: 249_900, available: 0 }).status).toBe(
      CartLineStatus.OUT_OF_STOCK,
    );
  });

  it('tells neither price nor stock of a line the shop does not sell', () => {
    expect(cartLineState({ ...line, combinationId: null }, null)).toEqual({
      productId: 7,
      combinationId: null,
      quantity: 3,
      status: CartLineStatus.NOT_SOLD,
      unitPrice: null,
      available: null,
    });
  });
});
