import { StaffRole } from '@tijara/schema';
import { checkDisplayName, checkEmail, checkPassword, checkRoles } from './staff-form';
import { StaffProblems } from './staff-problems';

function refusal(run: (problems: StaffProblems) => unknown): unknown {
  const problems = new StaffProblems();
  run(problems);
  try {
    problems.assertNone();
    return null;
  } catch (error) {
    return error;
  }
}

describe('the account form rules', () => {
  it('keeps an e-mail trimmed and lowercase, and refuses what is no address', () => {
    expect(checkEmail(new StaffProblems(), '  Amel.Kaci@Shop.DZ ')).toBe('amel.kaci@shop.dz');
    expect(refusal((p) => checkEmail(p, 'amel@shop'))).toMatchObject({
      fieldErrors: { email: ['Not an e-mail address'] },
      details: { messageKeys: { email: 'email_invalid' } },
    });
    expect(refusal((p) => checkEmail(p, `${'a'.repeat(250)}@shop.dz`))).not.toBeNull();
  });

  it('trims a display name and folds its spaces, 1 to 60 characters', () => {
    expect(checkDisplayName(new StaffProblems(), '  Amel   Kaci ')).toBe('Amel Kaci');
    expect(refusal((p) => checkDisplayName(p, '   '))).not.toBeNull();
    expect(refusal((p) => checkDisplayName(p, 'x'.repeat(60)))).toBeNull();
    expect(refusal((p) => checkDisplayName(p, 'x'.repeat(61)))).not.toBeNull();
  });

  it('wants 8 to 128 characters of password, counted as typed (spaces and Arabic letters too)', () => {
    expect(refusal((p) => checkPassword(p, 'seven 7'))).not.toBeNull();
    expect(refusal((p) => checkPassword(p, '        '))).toBeNull();
    expect(refusal((p) => checkPassword(p, 'كلمة سرّ'))).toBeNull();
    expect(refusal((p) => checkPassword(p, 'x'.repeat(129)))).not.toBeNull();
  });

  it('keeps each known role once, and wants one at least', () => {
    expect(checkRoles(new StaffProblems(), ['CASHIER', 'CASHIER', 'nobody', StaffRole.ADMIN])).toEqual([
      'CASHIER',
      'ADMIN',
    ]);
    expect(refusal((p) => checkRoles(p, []))).toMatchObject({
      details: { messageKeys: { roles: 'roles_required' } },
    });
  });

  it('names every field at fault in one refusal', () => {
    const error = refusal((p) => {
      checkEmail(p, 'x');
      checkPassword(p, 'x');
    });
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'staff_form_invalid',
      fieldErrors: { email: [expect.any(String)], password: [expect.any(String)] },
    });
  });
});
