// The reset-password rules of product-rules.md S5, worded as the 'Password must have: ...' toast lists them.

export const passwordRules = [
  { label: 'at least 8 characters', test: (pw: string) => pw.length >= 8 },
  { label: 'one uppercase letter', test: (pw: string) => /[A-Z]/.test(pw) },
  { label: 'one lowercase letter', test: (pw: string) => /[a-z]/.test(pw) },
  { label: 'one digit', test: (pw: string) => /\d/.test(pw) },
] as const;

export type PasswordRule = (typeof passwordRules)[number]['label'];

/** The labels of the rules the password does not meet, in rule order; empty when it is acceptable. */
export function checkPassword(password: string): PasswordRule[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}

export function passwordProblem(unmet: readonly PasswordRule[]): string {
  return `Password must have: ${unmet.join(', ')}`;
}
