import { brandName } from '../../facts/brands'
import { caseResults, caseStudyFacts } from '../../facts/facts'
import { count, minusPercent, plusPercent, seconds } from './format'
import type { CaseStudyEntry } from './types'

const id = 'bergli-klinikk'
const name = brandName(id)
const facts = caseStudyFacts[id]

export const bergliKlinikk: CaseStudyEntry = {
  id,
  testimonialId: 'hanne-bergli',
  copy: (locale) =>
    locale === 'nb'
      ? {
          sector: 'Fysioterapi, manuellterapi og kiropraktikk',
          title: 'Timebestilling på to klikk, for alle pasienter',
          headline: `${plusPercent(caseResults.moreConversionsPercent, locale)} konverteringer, målt som bestilte timer`,
          summary: `Pasientene til ${name} måtte ringe for å bestille time, og nettsiden var treg og vanskelig å bruke på mobil. Den nye nettsiden er rask, universelt utformet og lar deg bestille fra hver behandlingsside.`,
          challenge: [
            `${name} har fysioterapeuter, manuellterapeuter og kiropraktorer under samme tak. Nesten alle timer ble bestilt på telefon, og i travle perioder gikk resepsjonen mer med til å ta telefonen enn til pasientene i lokalet.`,
            'Den gamle nettsiden var treg på mobil, og mange pasienter har smerter, dårlig syn eller bruker skjermleser. For dem var det tyngre å bestille enn det burde være.',
          ],
          goal: 'La pasientene bestille selv, når det passer dem, på en nettside alle kan bruke.',
          approach: [
            {
              id: 'booking',
              title: 'Bestilling fra hver behandlingsside',
              text: 'Velg behandling og tidspunkt, og du får bekreftelse på SMS. Ledige tider hentes rett fra timeboken, så det du ser, er det som er ledig.',
            },
            {
              id: 'accessible',
              title: 'Universelt utformet fra starten',
              text: 'Nettsiden følger WCAG 2.2 på nivå AA: god kontrast, tydelige skjemaer, full tastaturstøtte og testet med skjermleser før lansering.',
            },
            {
              id: 'fast',
              title: 'Rask på mobil',
              text: 'Små bilder, ingen tunge skript og sider som er ferdig laget på serveren. Behandlingssidene vises på under et sekund på en vanlig mobil.',
            },
          ],
          delivered:
            'Forsiden viser ledige timer denne uken, valg av behandling og tid, og en bekreftet time, ved siden av et lyst behandlingsrom. På mobil er valg av behandling og ledige tider det første du ser.',
          services: ['Ny nettside', 'Timebestilling på nett', 'Universell utforming (WCAG 2.2 AA)'],
          figures: [
            {
              id: 'bookings',
              value: plusPercent(caseResults.moreConversionsPercent, locale),
              label: 'bestilte timer',
            },
            {
              id: 'calls',
              value: minusPercent(facts.fewerBookingCallsPercent, locale),
              label: 'telefoner om timebestilling',
            },
            {
              id: 'clicks',
              value: count(facts.clicksToBook, locale),
              label: 'klikk fra behandlingsside til bestilt time',
            },
            {
              id: 'speed',
              value: seconds(facts.mobileLoadSeconds, locale),
              label: 'til en behandlingsside vises på mobil',
            },
          ],
        }
      : {
          sector: 'Physiotherapy, manual therapy and chiropractic',
          title: 'Booking in two clicks, for every patient',
          headline: `${plusPercent(caseResults.moreConversionsPercent, locale)} conversions, measured as booked appointments`,
          summary: `${name}’s patients had to phone to book an appointment, and the website was slow and hard to use on a phone. The new website is fast, accessible and lets you book from every treatment page.`,
          challenge: [
            `${name} has physiotherapists, manual therapists and chiropractors under one roof. Almost every appointment was booked by phone, and in busy periods the front desk spent more time answering calls than helping the patients in the clinic.`,
            'The old website was slow on phones, and many patients are in pain, have poor eyesight or use a screen reader. For them, booking was harder than it should be.',
          ],
          goal: 'Let patients book for themselves, when it suits them, on a website everyone can use.',
          approach: [
            {
              id: 'booking',
              title: 'Booking from every treatment page',
              text: 'Choose a treatment and a time, and you get a confirmation by text message. Available times come straight from the appointment book, so what you see is what you can book.',
            },
            {
              id: 'accessible',
              title: 'Accessible from the start',
              text: 'The website meets WCAG 2.2 at level AA: good contrast, clear forms, full keyboard support and tested with a screen reader before launch.',
            },
            {
              id: 'fast',
              title: 'Fast on a phone',
              text: 'Small images, no heavy scripts and pages built on the server. The treatment pages show in under a second on an ordinary phone.',
            },
          ],
          delivered:
            'The home page shows available appointments this week, a choice of treatment and time, and a confirmed appointment, beside a bright treatment room. On a phone, the choice of treatment and the available times are the first thing you see.',
          services: ['New website', 'Online booking', 'Accessibility (WCAG 2.2 AA)'],
          figures: [
            {
              id: 'bookings',
              value: plusPercent(caseResults.moreConversionsPercent, locale),
              label: 'booked appointments',
            },
            {
              id: 'calls',
              value: minusPercent(facts.fewerBookingCallsPercent, locale),
              label: 'phone calls about bookings',
            },
            {
              id: 'clicks',
              value: count(facts.clicksToBook, locale),
              label: 'clicks from a treatment page to a booked appointment',
            },
            {
              id: 'speed',
              value: seconds(facts.mobileLoadSeconds, locale),
              label: 'until a treatment page shows on a phone',
            },
          ],
        },
}
