import type { Lang } from './journey-helpers';

/**
 * What a user should read, written out here rather than imported from the catalogs, so a wrong or missing
 * translation fails the journey. Thai strings quoted by the spec are kept exactly.
 */
export const TEXTS = {
  th: {
    heroHeadline: 'ขายง่าย ส่งไว ครบจบในที่เดียว',
    signUpLink: 'สมัครสมาชิก',
    signInLink: 'เข้าสู่ระบบ',
    signInButton: 'เข้าสู่ระบบ',
    signUpButton: 'สมัครสมาชิก',
    required: 'ไม่สามารถเว้นว่างได้',
    passwordMismatch: 'กรุณาระบุรหัสผ่านให้ตรงกัน',
    afterRegister: 'เราได้ส่งอีเมลไปให้แล้ว',
    confirmMailSubject: 'ยืนยันอีเมลสำหรับบัญชีส่งดี',
    emailConfirmed: 'ยืนยันอีเมลสำเร็จ',
    toSignIn: 'ไปหน้าเข้าสู่ระบบ',
    changePassword: 'เปลี่ยนรหัสผ่าน',
    passwordChanged: 'เปลี่ยนรหัสผ่านสำเร็จ',
    wrongPassword: 'รหัสผ่านไม่ถูกต้อง',
    signOut: 'ออกจากระบบ',
    signedOut: 'ออกจากระบบแล้ว',
    accountTitle: 'บัญชีของฉัน',
    accountUpdated: 'แก้ไขข้อมูลส่วนตัวสำเร็จ',
    save: 'บันทึก',
    invalidCredentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    signInFormInvalid: 'ข้อมูลสำหรับเข้าสู่ระบบไม่ถูกต้อง',
    forbiddenTitle: 'ไม่มีสิทธิ์เข้าถึง',
    forbiddenMessage: 'กรุณาติดต่อผู้ดูแลระบบ',
    toMain: 'กลับหน้าแรก',
    sellMenu: 'ขายของ',
    shipMenu: 'ส่งพัสดุ',
    staffSignUpMessage: 'บัญชีเจ้าหน้าที่ไปรษณีย์สร้างโดยผู้ดูแลระบบส่วนกลางเท่านั้น',
    version: 'เวอร์ชัน 2.8.1',
  },
  en: {
    heroHeadline: 'Sell easily, ship fast, all in one place',
    signUpLink: 'Sign up',
    signInLink: 'Sign in',
    signInButton: 'Sign in',
    signUpButton: 'Sign up',
    required: 'This field cannot be left blank',
    passwordMismatch: 'Please enter matching passwords',
    afterRegister: 'We have sent you an e-mail',
    confirmMailSubject: 'Confirm your e-mail for Songdee',
    emailConfirmed: 'E-mail confirmed',
    toSignIn: 'Go to sign in',
    changePassword: 'Change password',
    passwordChanged: 'Password changed',
    wrongPassword: 'Wrong password',
    signOut: 'Sign out',
    signedOut: 'You have signed out',
    accountTitle: 'My account',
    accountUpdated: 'Personal details edited successfully',
    save: 'Save',
    invalidCredentials: 'The e-mail or password is incorrect',
    signInFormInvalid: 'SignIn form invalid',
    forbiddenTitle: 'Not allowed',
    forbiddenMessage: 'Please contact the administrator',
    toMain: 'Back to main',
    sellMenu: 'Sell',
    shipMenu: 'Ship',
    staffSignUpMessage: 'Post office staff accounts are created by the central administrator only',
    version: 'Version 2.8.1',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** What a buyer reads after checking out (Thai), in every checkout journey. */
export const CHECKOUT_TH = {
  thankYou: 'ขอบคุณสำหรับคำสั่งซื้อ',
  scanPromptPay: 'สแกน QR พร้อมเพย์ด้วยแอปธนาคาร',
};
