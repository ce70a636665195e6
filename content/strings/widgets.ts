/**
 * Interface strings of the interactive widgets (contact forms, login, forgot password, voice
 * agent, audio player). The consent banner's strings are in ./consent.ts. The English messages keep,
 * word for word, the wording of the site this one replaces; the Norwegian twins are written for
 * the site. One type for both locales: a missing key is a compile error.
 */
import type { Locale } from '../site/locales.ts'
import type { GeneralContactTopic } from '../site/contact-topics.ts'
import { claims } from '../facts/facts.ts'

export type WidgetStrings = {
  form: {
    required: string
    invalidEmail: string
    tooLong: string
    invalidCharacters: string
    /** A one-line field (name, subject, company, phone) with a line break or a character that turns the writing direction. */
    singleLine: string
    optional: string
  }
  contactForm: {
    heading: string
    intro: string
    name: string
    email: string
    subject: string
    message: string
    honeypot: string
    submit: string
    submitting: string
    failure: string
  }
  contactModal: {
    /** Title and description of the dialog per topic of the button that opened it; `{plan}` is the plan's name. */
    /** The dialog's own topics; each service's is in its file (content/services/*.yml, contactTopic). */
    topics: Record<GeneralContactTopic, { title: string; description: string }>
    firstName: string
    lastName: string
    email: string
    phone: string
    company: string
    message: string
    honeypot: string
    submit: string
    sending: string
    success: string
    failure: string
    close: string
    loading: string
  }
  /**
   * The contact forms' spam check (a proof of work the browser solves, the ALTCHA widget): the
   * widget's own labels, in ALTCHA's keys, and what the forms say about it. ALTCHA ships Norwegian
   * labels, but stiff ones ("Verifisering kreves!", "Få en lydutfordring"); these replace them.
   */
  proofOfWork: {
    widget: {
      label: string
      verifying: string
      verified: string
      /** The check could not be loaded or run: the widget offers to try again. */
      error: string
      expired: string
      verificationRequired: string
      waitAlert: string
      loading: string
      reload: string
      verify: string
      footer: string
      ariaLinkLabel: string
      /** Code challenges (a code from an image or a recording): this site asks for none, but the widget knows them. */
      enterCode: string
      enterCodeAria: string
      enterCodeFromImage: string
      getAudioChallenge: string
      cancel: string
    }
    /** In the widget's place until its code has arrived. */
    waiting: string
    /** Beside the widget: what it does, and what it does not. */
    note: string
    /** The form's message when the check could not be loaded or run: nothing was sent. */
    unavailable: string
    /** The form's message when the server refused the message's check: nothing was sent. */
    refused: string
  }
  login: {
    heading: string
    intro: string
    email: string
    password: string
    remember: string
    submit: string
    submitting: string
    success: string
    invalidCredentials: string
    error: string
    forgotPassword: string
  }
  forgotPassword: {
    title: string
    description: string
    email: string
    submit: string
    submitting: string
    cancel: string
    close: string
    emailRequired: string
    invalidEmail: string
    success: string
    error: string
  }
  voice: {
    heading: string
    intro: string
    failed: string
  }
  audio: {
    player: string
    play: string
    pause: string
    mute: string
    unmute: string
    speed: string
    progress: string
    loadError: string
  }
  tts: {
    heading: string
    intro: string
    loading: string
    voice: string
    sample: string
    loadError: string
  }
}

export const widgetUi: Record<Locale, WidgetStrings> = {
  nb: {
    form: {
      required: 'Dette feltet må fylles ut',
      invalidEmail: 'Skriv en gyldig e-postadresse, for eksempel navn@firma.no',
      tooLong: 'Teksten er for lang',
      invalidCharacters: 'Teksten inneholder tegn vi ikke kan ta imot (kontrolltegn)',
      singleLine: 'Skriv dette på én linje, uten linjeskift eller tegn som snur skriftretningen',
      optional: 'valgfritt',
    },
    contactForm: {
      heading: 'Send oss en melding',
      intro: `Fortell kort hva du trenger, så svarer vi innen ${claims.emailAnswerHours} timer på hverdager.`,
      name: 'Navn',
      email: 'E-post',
      subject: 'Emne',
      message: 'Melding',
      honeypot: 'Ikke fyll ut dette feltet',
      submit: 'Send melding',
      submitting: 'Sender …',
      failure: 'Vi fikk ikke sendt meldingen. Prøv igjen om litt, eller ring eller send oss en e-post direkte.',
    },
    contactModal: {
      topics: {
        quote: {
          title: 'Få et uforpliktende tilbud',
          description: `Fortell oss om prosjektet ditt, så får du et konkret forslag med pris. Vi svarer innen ${claims.emailAnswerHours} timer.`,
        },
        plan: {
          title: 'Kom i gang med {plan}',
          description: `Fortell oss kort om bedriften din, så tar vi kontakt og avtaler oppstarten. Vi svarer innen ${claims.emailAnswerHours} timer.`,
        },
        call: {
          title: 'Book en gratis samtale',
          description: 'Fortell oss hva du vil snakke om og når det passer, så ringer vi deg. Samtalen er gratis.',
        },
        general: {
          title: 'Kontakt oss',
          description: `Skriv hva du lurer på, så svarer vi innen ${claims.emailAnswerHours} timer.`,
        },
      },
      firstName: 'Fornavn',
      lastName: 'Etternavn',
      email: 'E-post',
      phone: 'Telefon',
      company: 'Firma',
      message: 'Hva kan vi hjelpe deg med?',
      honeypot: 'Nettsted (ikke fyll ut)',
      submit: 'Send forespørsel',
      sending: 'Sender...',
      success: 'Takk! Vent på bekreftelse',
      failure: 'Noe gikk galt',
      close: 'Lukk',
      loading: 'Laster skjemaet …',
    },
    proofOfWork: {
      widget: {
        label: 'Jeg er ikke en robot',
        verifying: 'Sjekker at du ikke er en robot …',
        verified: 'Bekreftet',
        error: 'Sjekken mislyktes. Trykk i ruten for å prøve igjen.',
        expired: 'Sjekken gikk ut på tid. Den kjøres på nytt.',
        verificationRequired: 'Vent til sjekken er ferdig.',
        waitAlert: 'Sjekker … vent litt.',
        loading: 'Laster …',
        reload: 'Last inn på nytt',
        verify: 'Sjekk',
        footer: 'Beskyttet av ALTCHA',
        ariaLinkLabel: 'ALTCHA (nettstedet til ALTCHA)',
        enterCode: 'Skriv inn koden',
        enterCodeAria: 'Skriv inn koden du hører. Trykk mellomrom for å spille av lyden.',
        enterCodeFromImage: 'Skriv inn koden fra bildet under for å gå videre.',
        getAudioChallenge: 'Hør koden i stedet',
        cancel: 'Avbryt',
      },
      waiting: 'Sjekken mot søppelpost starter når du begynner å skrive.',
      note: 'Skjemaet er beskyttet mot søppelpost: nettleseren din løser en liten regneoppgave mens du skriver. Ingen informasjonskapsler, ingen tredjepart.',
      unavailable:
        'Meldingen er ikke sendt: sjekken mot søppelpost kunne ikke lastes. Sjekk nettforbindelsen og trykk på knappen igjen. Det du har skrevet, er tatt vare på.',
      refused:
        'Meldingen er ikke sendt: vi fikk ikke bekreftet at den kommer fra et menneske. Sjekken kjøres på nytt nå, så trykk på knappen igjen om et øyeblikk. Det du har skrevet, er tatt vare på.',
    },
    login: {
      heading: 'Logg inn i kundeportalen',
      intro: 'Se prosjekter, rapporter og fakturaer samlet på ett sted.',
      email: 'E-post',
      password: 'Passord',
      remember: 'Husk meg',
      submit: 'Logg inn',
      submitting: 'Logger inn …',
      success: 'Innlogging vellykket! Videresender...',
      invalidCredentials: 'Ugyldig e-post eller passord',
      error: 'Det oppstod en feil under innlogging',
      forgotPassword: 'Glemt passordet?',
    },
    forgotPassword: {
      title: 'Tilbakestill passordet',
      description: 'Skriv e-postadressen du logger inn med, så sender vi deg en lenke for å velge nytt passord.',
      email: 'E-post',
      submit: 'Send lenke',
      submitting: 'Sender …',
      cancel: 'Avbryt',
      close: 'Lukk',
      emailRequired: 'E-post må fylles ut',
      invalidEmail: 'Ugyldig e-postadresse',
      success: 'Lenken er sendt! Sjekk e-posten din.',
      error: 'Det oppstod en feil. Prøv igjen senere.',
    },
    voice: {
      heading: 'Snakk med vår AI-assistent',
      intro:
        'Still spørsmål om tjenester, priser og leveringstid med stemmen. Mikrofonen brukes bare mens samtalen pågår.',
      failed: 'Samtalen kunne ikke startes. Sjekk at nettleseren har tilgang til mikrofonen, og prøv igjen.',
    },
    audio: {
      player: 'Lydavspiller',
      play: 'Spill av',
      pause: 'Pause',
      mute: 'Slå av lyden',
      unmute: 'Slå på lyden',
      speed: 'Avspillingshastighet',
      progress: 'Avspilt tid',
      loadError: 'Lydfilen kunne ikke lastes.',
    },
    tts: {
      heading: 'Hør utvidelsen i bruk',
      intro: 'Velg en stemme og hør hvordan et innlegg høres ut når utvidelsen har lest det inn.',
      loading: 'Laster lydeksempler …',
      voice: 'Stemme',
      sample: 'Teksten som leses',
      loadError: 'Lydeksemplene kunne ikke lastes. Last siden på nytt for å prøve igjen.',
    },
  },
  en: {
    form: {
      required: 'This field is required',
      invalidEmail: 'Enter a valid e-mail address, for example name@company.com',
      tooLong: 'The text is too long',
      invalidCharacters: 'The text contains characters we cannot accept (control characters)',
      singleLine: 'Write this on one line, without line breaks or characters that reverse the text direction',
      optional: 'optional',
    },
    contactForm: {
      heading: 'Send us a message',
      intro: `Tell us briefly what you need and we will answer within ${claims.emailAnswerHours} hours on working days.`,
      name: 'Name',
      email: 'E-mail',
      subject: 'Subject',
      message: 'Message',
      honeypot: 'Do not fill in this field',
      submit: 'Send message',
      submitting: 'Sending …',
      failure: 'We could not send your message. Please try again shortly, or call or e-mail us directly.',
    },
    contactModal: {
      topics: {
        quote: {
          title: 'Get a no-obligation quote',
          description: `Tell us about your project and we will send you a concrete proposal with a price. We answer within ${claims.emailAnswerHours} hours.`,
        },
        plan: {
          title: 'Get started with {plan}',
          description: `Tell us briefly about your business and we will get in touch to plan the kick-off. We answer within ${claims.emailAnswerHours} hours.`,
        },
        call: {
          title: 'Book a free call',
          description:
            'Tell us what you would like to talk about and when suits you, and we will call you. The call is free.',
        },
        general: {
          title: 'Contact us',
          description: `Tell us what you would like to know and we will answer within ${claims.emailAnswerHours} hours.`,
        },
      },
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      company: 'Company',
      message: 'How can we help?',
      honeypot: 'Website (leave empty)',
      submit: 'Send request',
      sending: 'Sending...',
      success: 'Thank you! Please wait for confirmation',
      failure: 'Something went wrong',
      close: 'Close',
      loading: 'Loading the form …',
    },
    proofOfWork: {
      widget: {
        label: "I'm not a robot",
        verifying: 'Checking that you are not a robot …',
        verified: 'Confirmed',
        error: 'The check failed. Tap the box to try again.',
        expired: 'The check timed out and is running again.',
        verificationRequired: 'Please wait until the check is done.',
        waitAlert: 'Checking … please wait.',
        loading: 'Loading …',
        reload: 'Reload',
        verify: 'Check',
        footer: 'Protected by ALTCHA',
        ariaLinkLabel: 'ALTCHA (the ALTCHA website)',
        enterCode: 'Enter the code',
        enterCodeAria: 'Enter the code you hear. Press Space to play the recording.',
        enterCodeFromImage: 'To continue, enter the code from the image below.',
        getAudioChallenge: 'Hear the code instead',
        cancel: 'Cancel',
      },
      waiting: 'The spam check starts when you begin to type.',
      note: 'The form is protected against spam: your browser solves a small puzzle while you type. No cookies, no third party.',
      unavailable:
        'Your message has not been sent: the spam check could not be loaded. Check your connection and press the button again. What you wrote is still here.',
      refused:
        'Your message has not been sent: we could not confirm that it comes from a person. The check is running again, so press the button again in a moment. What you wrote is still here.',
    },
    login: {
      heading: 'Log in to the customer portal',
      intro: 'See projects, reports and invoices in one place.',
      email: 'E-mail',
      password: 'Password',
      remember: 'Remember me',
      submit: 'Log in',
      submitting: 'Logging in …',
      success: 'Login successful! Redirecting...',
      invalidCredentials: 'Invalid email or password',
      error: 'An error occurred during login',
      forgotPassword: 'Forgot your password?',
    },
    forgotPassword: {
      title: 'Reset your password',
      description: 'Enter the e-mail address you log in with and we will send you a link to choose a new password.',
      email: 'E-mail',
      submit: 'Send link',
      submitting: 'Sending …',
      cancel: 'Cancel',
      close: 'Close',
      emailRequired: 'Email is required',
      invalidEmail: 'Invalid email address',
      success: 'Reset link sent! Check your email.',
      error: 'An error occurred. Please try again later.',
    },
    voice: {
      heading: 'Talk to our AI assistant',
      intro:
        'Ask about services, prices and delivery times by voice. The microphone is only used while the conversation is running.',
      failed: 'The conversation could not start. Check that your browser has access to the microphone and try again.',
    },
    audio: {
      player: 'Audio player',
      play: 'Play',
      pause: 'Pause',
      mute: 'Mute',
      unmute: 'Unmute',
      speed: 'Playback speed',
      progress: 'Time played',
      loadError: 'The audio file could not be loaded.',
    },
    tts: {
      heading: 'Hear the plugin at work',
      intro: 'Pick a voice and hear how a post sounds once the plugin has read it aloud.',
      loading: 'Loading audio samples …',
      voice: 'Voice',
      sample: 'The text being read',
      loadError: 'The audio samples could not be loaded. Reload the page to try again.',
    },
  },
}
