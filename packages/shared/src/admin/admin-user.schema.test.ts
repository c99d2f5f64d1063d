import { describe, expect, it } from 'vitest';
import { adminUserUpdateSchema, outletCodeFor, thpRegisterInputSchema } from './admin-user.schema';
import { matrixRoleOf, roleIn } from './roles';

const add = {
  role: 'AdminOutlet',
  outletCode: '10110',
  email: 'Staff@Example.test',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'สมศรี',
  phone: '021234567',
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

describe('the outlet rule of spec 2 section 5', () => {
  it('fixes Admin to 000000 whatever is typed', () => {
    expect(outletCodeFor('Admin', undefined)).toEqual({ outletCode: '000000' });
    expect(outletCodeFor('Admin', '10110')).toEqual({ outletCode: '000000' });
  });

  it('asks the other roles for a code, digits only, never the central office', () => {
    expect(outletCodeFor('AdminStaff', '')).toEqual({ issue: 'admin.outletRequired' });
    expect(outletCodeFor('AdminEMS', '10a10')).toEqual({ issue: 'admin.outletCodeDigits' });
    expect(outletCodeFor('AdminOutlet', '000000')).toEqual({ issue: 'admin.outletNotCentral' });
    expect(outletCodeFor('AdminOutlet', '10110')).toEqual({ outletCode: '10110' });
  });
});

describe('ThpRegister', () => {
  it('accepts a valid outlet user and lower-cases the e-mail', () => {
    const parsed = thpRegisterInputSchema.parse(add);
    expect(parsed).toMatchObject({ email: 'staff@example.test', outletCode: '10110', lastName: '' });
  });

  it('gives Admin the code 000000 with no outlet field', () => {
    const { outletCode: _omit, ...noOutlet } = add;
    expect(thpRegisterInputSchema.parse({ ...noOutlet, role: 'Admin' }).outletCode).toBe('000000');
  });

  it('refuses a missing outlet, a short or long password and a mismatch, each at its field', () => {
    expect(issuesOf(thpRegisterInputSchema.safeParse({ ...add, outletCode: undefined }))).toEqual(['outletCode:admin.outletRequired']);
    expect(issuesOf(thpRegisterInputSchema.safeParse({ ...add, password: '12345', confirmPassword: '12345' }))).toEqual([
      'password:validation.passwordLength',
    ]);
    const long = 'x'.repeat(101);
    expect(issuesOf(thpRegisterInputSchema.safeParse({ ...add, password: long, confirmPassword: long }))).toEqual([
      'password:validation.passwordLength',
    ]);
    expect(issuesOf(thpRegisterInputSchema.safeParse({ ...add, confirmPassword: 'other1' }))).toEqual([
      'confirmPassword:validation.passwordMismatch',
    ]);
  });

  it('requires first name and phone on edit, last name optional', () => {
    expect(issuesOf(adminUserUpdateSchema.safeParse({ role: 'AdminStaff', outletCode: '10110', firstName: ' ', phone: '' }))).toEqual([
      'firstName:validation.required',
      'phone:validation.required',
    ]);
  });
});

describe('matrix roles', () => {
  it('tells the roles of spec 2 section 6 apart', () => {
    expect(matrixRoleOf(null)).toBe('guest');
    expect(matrixRoleOf({ role: null, storeId: null, zone: null })).toBe('buyer');
    expect(matrixRoleOf({ role: null, storeId: 's', zone: null })).toBe('seller');
    expect(matrixRoleOf({ role: null, storeId: 's', zone: { postalCode: '10110' } })).toBe('zoneUser');
    expect(matrixRoleOf({ role: 'AdminEMS', storeId: null, zone: null })).toBe('AdminEMS');
    expect(roleIn('reportAdmins', 'AdminStaff')).toBe(false);
    expect(roleIn('anyAdmin', 'AdminStaff')).toBe(true);
  });
});
