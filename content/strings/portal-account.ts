/** Interface strings of the customer-portal pages this module owns: set a new password, and the account page. */
import type { Locale } from '../site/locales.ts'
import { settings } from '../site/settings.ts'

export type PortalAccountStrings = {
  resetPassword: {
    loading: string
    heading: string
    intro: string
    password: string
    confirm: string
    rule: string
    submit: string
    submitting: string
    tooShort: string
    tooLong: string
    mismatch: string
    done: string
    toLogin: string
    expired: string
    noToken: string
    requestNew: string
    error: string
  }
  account: {
    heading: string
    loading: string
    signedInAs: string
    name: string
    email: string
    help: string
    logOut: string
    loggingOut: string
    logoutFailed: string
    signedOut: string
    toLogin: string
    error: string
    retry: string
  }
}

export const portalAccountUi: Record<Locale, PortalAccountStrings> = {
  nb: {
    resetPassword: {
      loading: 'Henter skjemaet …',
      heading: 'Velg et nytt passord',
      intro: 'Skriv det nye passordet to ganger. Når det er lagret, logges du ut på alle enheter.',
      password: 'Nytt passord',
      confirm: 'Gjenta nytt passord',
      rule: 'Minst 8 tegn. Et langt passord eller en setning du husker, er tryggest.',
      submit: 'Lagre nytt passord',
      submitting: 'Lagrer …',
      tooShort: 'Passordet må ha minst 8 tegn.',
      tooLong: 'Passordet kan ha høyst 128 tegn.',
      mismatch: 'Passordene er ikke like.',
      done: 'Passordet er endret. Du kan nå logge inn med det nye passordet.',
      toLogin: 'Gå til innlogging',
      expired: 'Lenken er utløpt eller allerede brukt. Lenker for nytt passord virker i én time og bare én gang.',
      noToken: 'Denne siden åpnes fra lenken i e-posten om nytt passord. Lenken mangler eller er ufullstendig.',
      requestNew: 'Be om en ny lenke',
      error: `Noe gikk galt, og passordet ble ikke endret. Prøv igjen, eller ring oss på ${settings.phone}.`,
    },
    account: {
      heading: 'Kontoen din',
      loading: 'Henter kontoen din …',
      signedInAs: 'Du er logget inn som',
      name: 'Navn',
      email: 'E-post',
      help: `Spørsmål om avtalen eller fakturaer? Skriv til ${settings.email} eller ring ${settings.phone}.`,
      logOut: 'Logg ut',
      loggingOut: 'Logger ut …',
      logoutFailed: 'Vi fikk ikke logget deg ut. Sjekk tilkoblingen og prøv igjen.',
      signedOut: 'Du er ikke logget inn.',
      toLogin: 'Logg inn i kundeportalen',
      error: 'Vi fikk ikke hentet kontoen din akkurat nå.',
      retry: 'Prøv igjen',
    },
  },
  en: {
    resetPassword: {
      loading: 'Loading the form...',
      heading: 'Choose a new password',
      intro: 'Type the new password twice. Once it is saved, you are signed out on every device.',
      password: 'New password',
      confirm: 'Repeat the new password',
      rule: 'At least 8 characters. A long password or a sentence you remember is safest.',
      submit: 'Save new password',
      submitting: 'Saving...',
      tooShort: 'The password needs at least 8 characters.',
      tooLong: 'The password can have at most 128 characters.',
      mismatch: 'The passwords do not match.',
      done: 'Your password has been changed. You can now log in with the new password.',
      toLogin: 'Go to login',
      expired: 'This link has expired or has already been used. Reset links work for one hour and only once.',
      noToken: 'This page opens from the link in the password reset e-mail. The link is missing or incomplete.',
      requestNew: 'Request a new link',
      error: `Something went wrong and the password was not changed. Please try again, or call us on ${settings.phone}.`,
    },
    account: {
      heading: 'Your account',
      loading: 'Loading your account...',
      signedInAs: 'You are logged in as',
      name: 'Name',
      email: 'E-mail',
      help: `Questions about your agreement or invoices? Write to ${settings.email} or call ${settings.phone}.`,
      logOut: 'Log out',
      loggingOut: 'Logging out...',
      logoutFailed: 'We could not log you out. Check your connection and try again.',
      signedOut: 'You are not logged in.',
      toLogin: 'Log in to the customer portal',
      error: 'We could not load your account right now.',
      retry: 'Try again',
    },
  },
}
