/**
 * The account menu's words in every language. Apart from the header's strings and the
 * full catalogue: the menu code loads on the first interaction with the account label, and its
 * words with it, so the page-load bundle does not grow.
 */
import type { Language } from './languages.ts';

export interface AccountMenuTranslation {
  /** Accessible name of the menu. */
  menu: string;
  myAccount: string;
  myVouchers: string;
  accountSettings: string;
  /** The account page's sign-in and security section (`<mkt-account-security>`). */
  accountSecurity: string;
  logout: string;
}

export const ACCOUNT_MENU_STRINGS = {
  en: { menu: 'Account menu', myAccount: 'My account', myVouchers: 'My vouchers', accountSettings: 'Account settings', accountSecurity: 'Account security', logout: 'Log out' },
  zh: { menu: '账户菜单', myAccount: '我的账户', myVouchers: '我的优惠券', accountSettings: '账户设置', accountSecurity: '账户安全', logout: '退出登录' },
  ms: { menu: 'Menu akaun', myAccount: 'Akaun saya', myVouchers: 'Baucar saya', accountSettings: 'Tetapan akaun', accountSecurity: 'Keselamatan akaun', logout: 'Log keluar' },
  id: { menu: 'Menu akun', myAccount: 'Akun saya', myVouchers: 'Voucher saya', accountSettings: 'Pengaturan akun', accountSecurity: 'Keamanan akun', logout: 'Keluar' },
  vi: { menu: 'Menu tài khoản', myAccount: 'Tài khoản của tôi', myVouchers: 'Voucher của tôi', accountSettings: 'Cài đặt tài khoản', accountSecurity: 'Bảo mật tài khoản', logout: 'Đăng xuất' },
  th: { menu: 'เมนูบัญชี', myAccount: 'บัญชีของฉัน', myVouchers: 'บัตรกำนัลของฉัน', accountSettings: 'ตั้งค่าบัญชี', accountSecurity: 'ความปลอดภัยของบัญชี', logout: 'ออกจากระบบ' },
  bn: { menu: 'অ্যাকাউন্ট মেনু', myAccount: 'আমার অ্যাকাউন্ট', myVouchers: 'আমার ভাউচার', accountSettings: 'অ্যাকাউন্ট সেটিংস', accountSecurity: 'অ্যাকাউন্টের নিরাপত্তা', logout: 'লগ আউট' },
  ne: { menu: 'खाता मेनु', myAccount: 'मेरो खाता', myVouchers: 'मेरा भाउचरहरू', accountSettings: 'खाता सेटिङ', accountSecurity: 'खाता सुरक्षा', logout: 'लगआउट' },
  si: { menu: 'ගිණුම් මෙනුව', myAccount: 'මගේ ගිණුම', myVouchers: 'මගේ වවුචර්', accountSettings: 'ගිණුම් සැකසුම්', accountSecurity: 'ගිණුම් ආරක්ෂාව', logout: 'ඉවත් වන්න' },
  my: { menu: 'အကောင့်မီနူး', myAccount: 'ကျွန်ုပ်၏အကောင့်', myVouchers: 'ကျွန်ုပ်၏ဘောက်ချာများ', accountSettings: 'အကောင့်ဆက်တင်များ', accountSecurity: 'အကောင့်လုံခြုံရေး', logout: 'ထွက်ရန်' },
  ur: { menu: 'اکاؤنٹ مینو', myAccount: 'میرا اکاؤنٹ', myVouchers: 'میرے واؤچرز', accountSettings: 'اکاؤنٹ کی ترتیبات', accountSecurity: 'اکاؤنٹ کی حفاظت', logout: 'لاگ آؤٹ' },
} satisfies Record<Language, AccountMenuTranslation>;

export function accountMenuStrings(lang: string): AccountMenuTranslation {
  return (ACCOUNT_MENU_STRINGS as Record<string, AccountMenuTranslation>)[lang] ?? ACCOUNT_MENU_STRINGS.en;
}
