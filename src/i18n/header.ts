/**
 * The header's strings in every language, kept apart from the full catalogue so the
 * page-load bundle (`<mkt-header-account>`) does not carry every screen's words.
 * The full Translation of each language reuses these entries.
 */
import type { Language } from './languages.ts';

export interface HeaderTranslation {
  login: string;
  signUp: string;
  myAccount: string;
  /** The logged-in label `NAME'S ACCOUNT` (SPEC §1); the name is shown upper-cased as in the header. */
  accountLabel: (name: string) => string;
  /**
   * SPEC §8 'Network error': also what the header says when the popup's code cannot be fetched
   * at the first click, so it comes with the page in every language, not with that code.
   */
  networkError: string;
}

const upper = (name: string, lang: string) => name.toLocaleUpperCase(lang);

export const HEADER_STRINGS = {
  en: { login: 'Log in', signUp: 'Sign up', myAccount: 'MY ACCOUNT', accountLabel: (n) => `${upper(n, 'en')}'S ACCOUNT`, networkError: 'Network error' },
  zh: { login: '登录', signUp: '注册', myAccount: '我的账户', accountLabel: (n) => `${n}的账户`, networkError: '网络错误' },
  ms: { login: 'Log masuk', signUp: 'Daftar', myAccount: 'AKAUN SAYA', accountLabel: (n) => `AKAUN ${upper(n, 'ms')}`, networkError: 'Ralat rangkaian' },
  id: { login: 'Masuk', signUp: 'Daftar', myAccount: 'AKUN SAYA', accountLabel: (n) => `AKUN ${upper(n, 'id')}`, networkError: 'Kesalahan jaringan' },
  vi: { login: 'Đăng nhập', signUp: 'Đăng ký', myAccount: 'TÀI KHOẢN CỦA TÔI', accountLabel: (n) => `TÀI KHOẢN CỦA ${upper(n, 'vi')}`, networkError: 'Lỗi mạng' },
  th: { login: 'เข้าสู่ระบบ', signUp: 'สมัครสมาชิก', myAccount: 'บัญชีของฉัน', accountLabel: (n) => `บัญชีของ ${n}`, networkError: 'เครือข่ายขัดข้อง' },
  bn: { login: 'লগইন', signUp: 'সাইন আপ', myAccount: 'আমার অ্যাকাউন্ট', accountLabel: (n) => `${n}-এর অ্যাকাউন্ট`, networkError: 'নেটওয়ার্ক ত্রুটি' },
  ne: { login: 'लगइन', signUp: 'साइन अप', myAccount: 'मेरो खाता', accountLabel: (n) => `${n}को खाता`, networkError: 'नेटवर्क त्रुटि' },
  si: { login: 'පිවිසෙන්න', signUp: 'ලියාපදිංචි වන්න', myAccount: 'මගේ ගිණුම', accountLabel: (n) => `${n}ගේ ගිණුම`, networkError: 'ජාල දෝෂයකි' },
  my: { login: 'ဝင်ရောက်ရန်', signUp: 'စာရင်းသွင်းရန်', myAccount: 'ကျွန်ုပ်၏အကောင့်', accountLabel: (n) => `${n} ၏အကောင့်`, networkError: 'ကွန်ရက် ချို့ယွင်းချက်' },
  ur: { login: 'لاگ ان', signUp: 'سائن اپ', myAccount: 'میرا اکاؤنٹ', accountLabel: (n) => `${n} کا اکاؤنٹ`, networkError: 'نیٹ ورک کی خرابی' },
} satisfies Record<Language, HeaderTranslation>;


export function headerStrings(lang: string): HeaderTranslation {
  return (HEADER_STRINGS as Record<string, HeaderTranslation>)[lang] ?? HEADER_STRINGS.en;
}
