import { addQuantityOf, isItemQuantity, receivedQuantityOf } from './quantity-rules';

describe('quantity rules', () => {
  it('adds a whole number from 1 up to the available stock', () => {
    expect(addQuantityOf('1', 5)).toBe(1);
    expect(addQuantityOf('5', 5)).toBe(5);
    expect(addQuantityOf('0', 5)).toBeNull();
    expect(addQuantityOf('6', 5)).toBeNull();
    expect(addQuantityOf('1.5', 5)).toBeNull();
    expect(addQuantityOf('1', 0)).toBeNull();
  });

  it('refuses an item quantity below 1', () => {
    expect(isItemQuantity(1)).toBe(true);
    expect(isItemQuantity(0)).toBe(false);
    expect(isItemQuantity(-2)).toBe(false);
  });

  it('receives more than 0 and at most what is still expected', () => {
    expect(receivedQuantityOf('3', 3)).toBe(3);
    expect(receivedQuantityOf('0', 3)).toBeNull();
    expect(receivedQuantityOf('4', 3)).toBeNull();
    expect(receivedQuantityOf('', 3)).toBeNull();
  });
});
