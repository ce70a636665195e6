/** Texts the API answers with, in both languages (the forms show them as they are). */
import type { Localized } from '../content/site/locales'

export type ApiMessages = {
  invalidLogin: string
  lockedOut: string
  loginSuccess: string
  /** The database could not be reached: the login was not tried. */
  unavailable: string
}

export const apiMessages: Localized<ApiMessages> = {
  nb: {
    invalidLogin: 'Ugyldig e-post eller passord',
    lockedOut: 'For mange forsøk. Vent litt og prøv igjen.',
    loginSuccess: 'Innlogging vellykket! Sender deg videre …',
    unavailable: 'Innloggingen er utilgjengelig akkurat nå. Prøv igjen om litt.',
  },
  en: {
    invalidLogin: 'Invalid email or password',
    lockedOut: 'Too many attempts. Please wait a little and try again.',
    loginSuccess: 'Login successful! Redirecting...',
    unavailable: 'Login is unavailable right now. Please try again in a moment.',
  },
}
