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
  /** A path of this site (the page a form was sent from). */
  path: 300,
  /** A plan's name, as a price table's button names it. */
  plan: 100,
  /** The proof-of-work widget's payload (base64 JSON of the challenge and its solution, about 1 KB). */
  proof: 4000,
} as const

/**
 * Each form's text fields and their upper bounds, one map per request: the request schemas
 * (./schemas.ts) check these, and the forms give them to their fields as `maxlength`, so a form
 * cannot accept more than its request allows. The honeypots (`phone` on the contact page,
 * `website` in the dialog) are bounded too, though nobody should fill them in.
 */
export const fieldLimits = {
  contactPage: {
    name: limits.name,
    email: limits.email,
    subject: limits.subject,
    message: limits.message,
    phone: limits.phone,
  },
  contactModal: {
    firstName: limits.name,
    lastName: limits.name,
    email: limits.email,
    phone: limits.phone,
    company: limits.company,
    message: limits.message,
    website: limits.phone,
  },
  login: { email: limits.email, password: limits.passwordMax },
} as const
