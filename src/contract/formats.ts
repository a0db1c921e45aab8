// Text formats shared by forms and the contract's schemas (zod-free).
/** The simple email rule of site-spec.md section 5: non-space text, at sign, domain, dot suffix. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
