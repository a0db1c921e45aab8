// Every toast of product-rules.md S8 (and product-rules.md), word for word. Pages show these through
// toast(); stories and e2e tests assert the same objects, so the copy lives in one place.
import type { ToastInput } from '../components/overlay/toast';
import { site } from '../config/site';

type Toast = Required<Pick<ToastInput, 'title'>> & Pick<ToastInput, 'description' | 'variant'>;

const destructive = 'destructive' as const;

export const toasts = {
  // Failures
  roiError: { title: 'Calculation Error', description: 'Failed to calculate ROI. Please try again.', variant: destructive },
  playgroundError: { title: 'Analysis Error', description: 'Failed to complete agent analysis. Please try again.', variant: destructive },
  playgroundMissingInfo: { title: 'Missing Information', description: 'Please select both data source and analysis type.', variant: destructive },
  blueprintError: { title: 'Generation Error', description: 'Failed to generate blueprint. Please try again.', variant: destructive },
  pricingError: { title: 'Submission Error', description: 'Please try again or contact us directly.', variant: destructive },
  trialError: { title: 'Submission Error', description: 'Please try again or contact us directly.', variant: destructive },
  newsletterError: { title: 'Subscription Error', description: 'Failed to subscribe. Please try again.', variant: destructive },
  summaryError: { title: 'Summary Error', description: 'Failed to generate summary.', variant: destructive },
  contactError: { title: 'Error', description: 'Failed to send message. Please try again.', variant: destructive },
  contactMissingFields: { title: 'Missing Required Fields', description: 'Please fill in your name, email, and message.', variant: destructive },
  invalidEmail: { title: 'Invalid Email', description: 'Please enter a valid email address.', variant: destructive },
  emailRequired: { title: 'Email Required', description: 'Please enter your email address.', variant: destructive },
  forgotServerError: (message?: string): Toast => ({ title: 'Error', description: message || 'Failed to send reset link.', variant: destructive }),
  // The spec shows this one as text alone, without a title; the toast's one line is its title.
  forgotNetworkError: { title: 'Something went wrong. Please try again.', variant: destructive },
  resetFailed: (message?: string): Toast => ({ title: 'Reset Failed', description: message || 'Failed to reset password.', variant: destructive }),
  resetNetworkError: { title: 'Error', description: 'Something went wrong. Please try again.', variant: destructive },
  resetInvalidLink: { title: 'Invalid Link', description: 'This password reset link is invalid or expired.', variant: destructive },
  resetFieldsRequired: { title: 'Fields Required', description: 'Please fill in all password fields.', variant: destructive },
  resetMismatch: { title: "Passwords Don't Match", description: 'Passwords do not match', variant: destructive },
  resetRequirements: (unmet: string): Toast => ({ title: 'Password Requirements', description: `Password must have: ${unmet}`, variant: destructive }),
  resetInvalidToken: { title: 'Invalid Token', description: 'This password reset link is invalid or expired.', variant: destructive },
  requiredFieldsMissing: { title: 'Required Fields Missing', description: 'Please fill in all required fields.', variant: destructive },
  eventError: { title: 'Registration Failed', description: 'Please try again or contact support.', variant: destructive },
  bookingError: { title: 'Booking Error', description: 'Failed to schedule call. Please try again or contact us directly.', variant: destructive },
  chatStartError: { title: 'Connection Error', description: 'Failed to start chat session. Please try again.', variant: destructive },
  chatMessageError: { title: 'Message Error', description: 'Failed to send message. Please try again.', variant: destructive },
  // Successes
  pdfExport: { title: 'PDF Export', description: 'ROI report will be emailed to you shortly.' },
  requestSubmitted: { title: 'Request Submitted!', description: "We'll contact you within 24 hours to schedule your session." },
  subscribed: { title: 'Subscribed!', description: 'Thank you for subscribing to our newsletter.' },
  summaryGenerated: { title: 'AI Summary Generated', description: 'Article summary created successfully.' },
  auditScheduled: { title: 'Audit Scheduled', description: "We'll contact you within 24 hours to schedule your audit call." },
  downloadStarted: (name: string): Toast => ({ title: 'Download Started', description: `${name} is being prepared.` }),
  downloadComplete: (name: string): Toast => ({ title: 'Download Complete', description: `${name} has been downloaded.` }),
  messageSent: { title: 'Message Sent Successfully!', description: "We'll get back to you within 4 hours" },
  resetLinkSent: (message: string): Toast => ({ title: 'Reset Link Sent', description: message }),
  passwordReset: { title: 'Password Reset', description: 'Your password has been reset successfully.' },
  linkCopied: { title: 'Link Copied', description: 'The article link is on your clipboard.' },
  linkCopyFailed: { title: 'Copy Failed', description: "Copy the address from your browser's address bar instead.", variant: destructive },
  registrationSuccessful: { title: 'Registration Successful!', description: "You'll receive a confirmation email shortly." },
  callScheduled: { title: 'Call Scheduled Successfully!', description: "We'll send you a calendar invite and confirmation email shortly." },
  accountsSoon: { title: 'Accounts open soon', description: `Sign-in is not available yet. Start a free trial to try ${site.name} today.` },
} satisfies Record<string, Toast | ((...args: never[]) => Toast)>;
