/** Field length limits shared by the forms and the server (re-exported by schemas.ts). */
/** Upper bounds on field lengths; the server also caps the whole body at 32 KB. */
export const limits = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  phone: 40,
  company: 150,
  passwordMin: 8,
  passwordMax: 128,
  token: 200,
} as const
