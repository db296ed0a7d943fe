/** Placeholder until OTP login lands (issue 5). */
export function OtpLoginForm() {
  return null;
}
