// The one language and region of the site: its copy is US English (<html lang="en">, dollars). Every
// number and date the site formats, and every word react-aria's controls say or show (a slider's
// value read aloud, a date field's month/day/year), use it, whatever the browser prefers (ADR 0027).
export const siteLocale = 'en-US';
