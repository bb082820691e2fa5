import { EMPTY_MEMBER, checkAccount, checkNewMember, toggled } from './staff-draft';

describe('the staff drafts', () => {
  it('sends roles in the table’s order, names trimmed and e-mails lowercase', () => {
    expect(checkAccount({ displayName: '  Amel ', roles: ['CASHIER', 'ADMIN'] })).toEqual({
      ok: true,
      input: { displayName: 'Amel', roles: ['ADMIN', 'CASHIER'] },
    });
    const checked = checkNewMember({
      ...EMPTY_MEMBER,
      email: ' Amel@Shop.DZ ',
      displayName: 'Amel',
      password: '  eight  ',
      roles: ['CASHIER'],
    });
    expect(checked).toMatchObject({ ok: true, input: { email: 'amel@shop.dz', password: '  eight  ' } });
  });

  it('names every field at fault', () => {
    const checked = checkNewMember({ ...EMPTY_MEMBER, displayName: 'x'.repeat(61), password: 'seven 7' });
    expect(checked.ok ? [] : Object.keys(checked.problems).sort()).toEqual([
      'displayName',
      'email',
      'password',
      'roles',
    ]);
  });

  it('ticks and unticks a value once', () => {
    expect(toggled(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
