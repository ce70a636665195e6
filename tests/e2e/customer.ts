/** The portal customer the end-to-end server is seeded with (tests/e2e/seed.ts). */
export const e2eCustomer = {
  email: 'kunde@fjordlys.example',
  password: 'e2e-kundeportal-passord',
  name: 'Kari Nordmann',
} as const

/** A second customer whose password the reset-flow tests change; the seed sets it back before each run. */
export const e2eResetCustomer = {
  email: 'nullstill@fjordlys.example',
  password: 'e2e-gammelt-passord',
  name: 'Ola Nordmann',
} as const

/** The SMTP port the end-to-end server sends to; tests that read mail listen on it. */
export function e2eSmtpPort(webPort: number): number {
  return webPort + 10_000
}
