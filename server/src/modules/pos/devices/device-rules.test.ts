import { PosProblems } from '../pos-problems';
import { checkRegistration, normaliseDeviceCode, takeoverRefusal } from './device-rules';
import type { RegisterDeviceRequest } from './device-rules';

const SHOP = '6f1c1a52-3c1e-4f5e-9d1a-0b5a3c2d1e0f';
const WAREHOUSE = 'A1B2C3D4-0000-4000-8000-000000000001';

function check(values: Partial<RegisterDeviceRequest>) {
  const problems = new PosProblems();
  const request = { shopUuid: SHOP, code: 'C1', name: 'Caisse', warehouseId: WAREHOUSE, reclaim: false };
  const checked = checkRegistration({ ...request, ...values }, problems);
  return { checked, error: problems.error() };
}

describe('normaliseDeviceCode', () => {
  it('trims, upper-cases and reads Arabic-Indic and Eastern Arabic-Indic digits as Latin', () => {
    expect(normaliseDeviceCode(' c1 ')).toBe('C1');
    expect(normaliseDeviceCode('k٧۸')).toBe('K78');
  });
});

describe('checkRegistration', () => {
  it('passes a code of 1 to 6 letters or digits and a name of 1 to 60 characters, ids lower-cased', () => {
    const { checked, error } = check({ code: 'abc123', name: ` ${'é'.repeat(60)} ` });
    expect(error).toBeNull();
    expect(checked).toEqual({
      shopUuid: SHOP,
      code: 'ABC123',
      name: 'é'.repeat(60),
      warehouseId: WAREHOUSE.toLowerCase(),
      reclaim: false,
    });
  });

  it('counts a name in characters, as PostgreSQL does, not in UTF-16 units', () => {
    expect(check({ name: '🧾'.repeat(60) }).error).toBeNull();
    expect(check({ name: '🧾'.repeat(61) }).error?.fieldErrors).toEqual({ name: ['1 to 60 characters'] });
  });

  it('names every field at fault with its message key', () => {
    const { error } = check({ shopUuid: 'demo', code: 'C-1', name: '  ', warehouseId: '12' });
    expect(error?.fieldErrors).toEqual({
      shopUuid: ['Not a shop id'],
      code: ['1 to 6 letters A-Z or digits 0-9'],
      name: ['1 to 60 characters'],
      warehouseId: ['Not a warehouse of this shop'],
    });
    expect(error?.extensions()).toEqual({
      messageKey: 'pos.invalid_input',
      messageKeys: {
        shopUuid: 'pos.invalid_input',
        code: 'pos.device_code_invalid',
        name: 'pos.device_name_length',
        warehouseId: 'pos.warehouse_not_in_shop',
      },
    });
  });

  it('refuses an empty code and one of 7 characters', () => {
    for (const code of ['', '   ', 'ABCDEFG', 'É1']) {
      expect(check({ code }).error?.fieldErrors).toEqual({ code: ['1 to 6 letters A-Z or digits 0-9'] });
    }
  });
});

describe('takeoverRefusal', () => {
  it('refuses a taken code as taken without reclaim, and a reclaim by someone who does not run the shop', () => {
    expect(takeoverRefusal(false, true)).toBe('pos.device_code_taken');
    expect(takeoverRefusal(false, false)).toBe('pos.device_code_taken');
    expect(takeoverRefusal(true, false)).toBe('pos.reclaim_needs_manager');
    expect(takeoverRefusal(true, true)).toBeNull();
  });
});
