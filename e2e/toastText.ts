import type { ToastInput } from '../src/components/toast.ts';

/** A toast's text as its alert dialog reads: title, then description. */
export const toastText = ({ title, description = '' }: ToastInput): string => `${title}${description}`;
