/**
 * The clients' delivered websites as the case pages show them: a desktop and a phone screenshot
 * of each site designed in media-src/case-sites/<id>/ (rendered by
 * scripts/media/case-screenshots.ts, served through the image pipeline), with alt text in both
 * languages. Show the desktop one large in a browser frame and the phone one beside it in a
 * phone frame (components/sections/projects/device-frames.tsx, see media-src/README.md).
 */
import type { Locale, Localized } from '../content/site/locales.ts'
import type { ImageRef } from '../content/types.ts'
import type { ClientBrandId } from './client-logos.ts'
import type { ImageName } from './manifest.ts'

export type CaseSite = {
  /** The address the browser frame shows (fictional). */
  host: string
  desktop: ImageName
  phone: ImageName
  alt: { desktop: Localized<string>; phone: Localized<string> }
}

export const caseSites = {
  'nordvik-bakeri': {
    host: 'nordvikbakeri.no',
    desktop: 'case-nordvik-bakeri-desktop',
    phone: 'case-nordvik-bakeri-phone',
    alt: {
      desktop: {
        nb: 'Forsiden til Nordvik Bakeris nettbutikk på PC: «Nybakt brød, klart når du kommer», valg av filial og hentetid, Vipps og populære varer med priser',
        en: 'Nordvik Bakeri\'s online store on a desktop: "Fresh bread, ready when you arrive", a choice of branch and pickup time, Vipps, and popular products with prices',
      },
      phone: {
        nb: 'Nordvik Bakeris nettbutikk på mobil med brødkurv, overskrift og valg av filial og hentetid',
        en: "Nordvik Bakeri's online store on a phone with a bread basket, the headline and a choice of branch and pickup time",
      },
    },
  },
  'havbris-eiendom': {
    host: 'havbris.no',
    desktop: 'case-havbris-eiendom-desktop',
    phone: 'case-havbris-eiendom-phone',
    alt: {
      desktop: {
        nb: 'Forsiden til Havbris Eiendom på PC: kontorbygg ved sjøen i kveldslys, overskriften «Kontor med utsikt til det som kommer» og søk etter lokaler med knappen Book visning',
        en: 'Havbris Eiendom\'s home page on a desktop: an office building by the sea in evening light, the headline "Offices with a view of what is coming" and a search for premises with a Book a viewing button',
      },
      phone: {
        nb: 'Havbris Eiendom på mobil med overskrift, område og størrelse og knappen Book visning',
        en: 'Havbris Eiendom on a phone with the headline, area and size, and a Book a viewing button',
      },
    },
  },
  'tindra-regnskap': {
    host: 'tindra.no',
    desktop: 'case-tindra-regnskap-desktop',
    phone: 'case-tindra-regnskap-phone',
    alt: {
      desktop: {
        nb: 'Forsiden til Tindra Regnskap på PC: «Regnskap for bedrifter som vil vokse», en kundeoversikt med neste frist for MVA-melding og tre tjenester',
        en: 'Tindra Regnskap\'s home page on a desktop: "Accounting for companies that want to grow", a client overview with the next VAT deadline and three services',
      },
      phone: {
        nb: 'Tindra Regnskap på mobil med overskrift, knapp for fast pristilbud og kundeoversikten',
        en: 'Tindra Regnskap on a phone with the headline, a button for a fixed-price quote and the client overview',
      },
    },
  },
  'fjellstue-sport': {
    host: 'fjellstuesport.no',
    desktop: 'case-fjellstue-sport-desktop',
    phone: 'case-fjellstue-sport-phone',
    alt: {
      desktop: {
        nb: 'Forsiden til Fjellstue Sports nettbutikk på PC: en skiløper i fjellet under overskriften «Klar for sesongen» og kategoriene ski, fjellsko, jakker og tursekker',
        en: 'Fjellstue Sport\'s online store on a desktop: a skier in the mountains under the headline "Ready for the season" and the categories skis, hiking boots, jackets and backpacks',
      },
      phone: {
        nb: 'Fjellstue Sports nettbutikk på mobil med søkefelt, overskriften «Klar for sesongen» og kategorier',
        en: 'Fjellstue Sport\'s online store on a phone with a search box, the headline "Ready for the season" and categories',
      },
    },
  },
  'kystlinje-logistikk': {
    host: 'kystlinje.no',
    desktop: 'case-kystlinje-logistikk-desktop',
    phone: 'case-kystlinje-logistikk-phone',
    alt: {
      desktop: {
        nb: 'Forsiden til Kystlinje Logistikk på PC: skip og lastebil langs kysten, overskriften «Frakt langs hele kysten – fra kai til dør» og et prisskjema i tre steg',
        en: 'Kystlinje Logistikk\'s home page on a desktop: a ship and a lorry along the coast, the headline "Freight along the whole coast, from quay to door" and a three-step quote form',
      },
      phone: {
        nb: 'Kystlinje Logistikk på mobil med overskrift og første steg av prisskjemaet: fra, til og type gods',
        en: 'Kystlinje Logistikk on a phone with the headline and the first step of the quote form: from, to and type of goods',
      },
    },
  },
  'lysverk-energi': {
    host: 'lysverk.no',
    desktop: 'case-lysverk-energi-desktop',
    phone: 'case-lysverk-energi-phone',
    alt: {
      desktop: {
        nb: 'Forsiden til Lysverk Energi på PC: et hus med solceller under overskriften «Lag din egen strøm – og se hva du sparer» og en kalkulator for besparelse',
        en: 'Lysverk Energi\'s home page on a desktop: a house with solar panels under the headline "Make your own power, and see what you save" and a savings calculator',
      },
      phone: {
        nb: 'Lysverk Energi på mobil med overskrift, knapper for beregning og starten på kalkulatoren',
        en: 'Lysverk Energi on a phone with the headline, buttons for an estimate and the start of the calculator',
      },
    },
  },
  'bergli-klinikk': {
    host: 'bergliklinikk.no',
    desktop: 'case-bergli-klinikk-desktop',
    phone: 'case-bergli-klinikk-phone',
    alt: {
      desktop: {
        nb: 'Forsiden til Bergli Klinikk på PC: «Bestill time på to klikk», valg av behandling og ledige tider, og en bekreftet time ved siden av et behandlingsrom',
        en: 'Bergli Klinikk\'s home page on a desktop: "Book an appointment in two clicks", a choice of treatment and free times, and a confirmed appointment beside a treatment room',
      },
      phone: {
        nb: 'Bergli Klinikk på mobil med overskrift, valg av behandling og ledige tider',
        en: 'Bergli Klinikk on a phone with the headline, a choice of treatment and free times',
      },
    },
  },
  'solvind-kurs': {
    host: 'solvindkurs.no',
    desktop: 'case-solvind-kurs-desktop',
    phone: 'case-solvind-kurs-phone',
    alt: {
      desktop: {
        nb: 'Forsiden til Solvind Kurs på PC: søk etter kurs, korte svar på spørsmål om kursbevis og fire kurs som starter snart',
        en: "Solvind Kurs's home page on a desktop: a course search, short answers to questions about certificates and four courses starting soon",
      },
      phone: {
        nb: 'Solvind Kurs på mobil med overskrift, kurssøk, spørsmål og svar og kurs som starter snart',
        en: 'Solvind Kurs on a phone with the headline, the course search, questions and answers and courses starting soon',
      },
    },
  },
} satisfies Partial<Record<ClientBrandId, CaseSite>>

/** The clients with a case study, whose delivered websites are drawn here: some of the brands. */
export type CaseClientId = keyof typeof caseSites

/**
 * A case's own desktop screenshot as its cards show it (the cases grid, the projects page), with
 * the alt text in the page's language, which names the client's site. The screenshots have no
 * dark variant: they show the client's site as it looks, whatever the theme of ours around it.
 */
export function caseSiteImage(id: string, locale: Locale): ImageRef {
  const site = (caseSites as Partial<Record<string, CaseSite>>)[id]
  if (!site) throw new Error(`No case site for "${id}"`)
  return { image: site.desktop, alt: site.alt.desktop[locale] }
}

/**
 * Device frames for the screenshots, drawn inline by components/sections/projects/device-frames.tsx.
 * The browser bar goes above the
 * desktop screenshot at the same width (1440x52 over 1440x900: the framed shot is 1440x952), with
 * the site's `host` written over the address field, which is centred (x 470-970 of 1440,
 * y 11-41 of 52). The phone frame lies over the phone screenshot: the screen is the 390x844 area
 * 20 px in from each edge of the 430x884 frame (4.65% across, 2.26% down), with 46 px corners.
 * In CSS: a wrapper `position: relative; aspect-ratio: 430 / 884`, the screenshot
 * `position: absolute; inset: 2.26% 4.65%; border-radius: 10.7% / 5.2%`, the frame
 * `position: absolute; inset: 0` on top. The phone's body has 66 px corners.
 */
export const deviceFrames = {
  browserBar: {
    width: 1440,
    height: 52,
    address: { x: 470, y: 11, width: 500, height: 30 },
  },
  phone: {
    width: 430,
    height: 884,
    radius: 66,
    screen: { x: 20, y: 20, width: 390, height: 844, radius: 46 },
  },
} as const
