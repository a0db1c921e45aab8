/** Joins class names, skipping empty values (base recipe class + an optional caller class). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
