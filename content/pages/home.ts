/** The home page copy in both languages. Figures come from content/facts/facts.ts. */
import { caseResults, claims, hosting } from '../facts/facts'
import { formatPercent, formatRange } from '../site/format'
import type { Localized } from '../site/locales'
import { sharedServiceCopy } from './services/directory'
import { settings } from '../site/settings'
import type { CtaCopy, FaqItem, FeatureBlock, HeroCopy, SectionIntro } from '../types'
import { serviceTarget } from './services/links'

/** A figure set large: the number, and what it counts in a few words. */
export type KeyFigure = { id: string; value: string; label: string }

/**
 * Each claim stands where it persuades, once or twice on the page: the 70 % in the hero and as a
 * figure; no lock-in and the dedicated contact in the "why us" rows and the closing bullets.
 */
export type HomeCopy = {
  hero: HeroCopy
  services: SectionIntro
  why: SectionIntro & { rows: FeatureBlock[] }
  figures: SectionIntro & { items: KeyFigure[] }
  testimonials: SectionIntro & { ids: string[] }
  customerCases: SectionIntro & { ids: string[] }
  faq: SectionIntro & { items: FaqItem[] }
  cta: CtaCopy
}

const brand = settings.brandName
const offices = (joiner: string) => settings.offices.map((o) => o.city).join(joiner)
/**
 * The home page's own testimonials, after the featured one beside the intro video
 * (content/shared/testimonials.ts): customers who speak of working with us as a whole.
 */
const testimonialIds = ['silje-noste', 'ahmed-holmen', 'kristin-vidde']
/** Three cases, one row on a wide screen: the two figures of the section's intro and a web design case. */
const caseIds = ['nordvik-bakeri', 'fjellstue-sport', 'kystlinje-logistikk']

export const homeCopy: Localized<HomeCopy> = {
  nb: {
    hero: {
      eyebrow: `${brand}: digitalbyrå i ${offices(' og ')}`,
      title: 'Nettsider og markedsføring som gir flere henvendelser',
      subtitle: `Vi bygger nettsider og nettbutikker som selger, og sørger for at de blir funnet. Kundene våre får i snitt ${formatPercent(claims.moreEnquiriesPercent, 'nb')} flere henvendelser det første året.`,
      descriptions: [
        'Webdesign, nettbutikk, SEO, AEO, Google Ads, LinkedIn, drift og apper, fra ett team som måler det som betyr noe for deg.',
      ],
      button: 'Få et uforpliktende tilbud',
      secondary: { to: 'services', hash: 'tjenester', text: 'Se tjenestene' },
    },
    services: {
      title: 'Hva kan vi hjelpe deg med?',
      intro: 'Åtte tjenester, ett team. Start med det du trenger nå, og bygg videre når du er klar.',
    },
    why: {
      title: `Hvorfor velge ${brand}?`,
      intro: 'Vi er et byrå for bedrifter som vil se resultater, ikke bare rapporter.',
      rows: [
        {
          id: 'resultater',
          title: 'Resultater du kan måle',
          description: `Vi måler det som betyr noe for deg: henvendelser, salg og kostnad per kunde, ikke klikk og visninger. De fleste kundene våre ser resultater i løpet av ${formatRange(claims.resultsDays, 'nb')} dager.`,
          link: { to: 'projects', text: 'Se prosjektene våre' },
        },
        {
          id: 'trygghet',
          title: 'Ingen bindingstid, fast kontaktperson',
          description: [
            'Vi vil beholde deg fordi du er fornøyd, ikke fordi kontrakten sier det. Du snakker med den samme personen hver gang, en som kjenner virksomheten din.',
            {
              type: 'unorderedList',
              items: [
                ['Månedlige rapporter skrevet på vanlig norsk'],
                [`Svar på e-post innen ${claims.emailAnswerHours} timer`],
              ],
            },
          ],
        },
        {
          id: 'erfaring',
          title: 'Erfaring du kan bygge på',
          description: `Serverne våre står i ${hosting.serversIn}, og vi har drevet hosting lenger enn de fleste byråer har eksistert. Nettsidene vi bygger er raske, sikre og universelt utformet, og vi tar ansvar for dem også etter lansering.`,
          link: { ...serviceTarget('driftsavtale', 'nb'), text: 'Les om driftsavtale' },
        },
      ],
    },
    figures: {
      title: 'Byrået i tall',
      items: [
        {
          id: 'henvendelser',
          value: formatPercent(claims.moreEnquiriesPercent, 'nb'),
          label: 'flere henvendelser i snitt det første året',
        },
        { id: 'i-gang', value: `${claims.firstCampaignDays} dager`, label: 'til første kampanje er ute' },
        { id: 'erfaring', value: `${claims.hostingYears}+ år`, label: 'med drift og hosting' },
        { id: 'kunder', value: `${claims.customers}+`, label: 'fornøyde kunder, fra bakerier til kjeder' },
      ],
    },
    testimonials: {
      title: 'Dette sier kundene våre',
      intro: 'Se hvem vi er i introduksjonsvideoen, og hør fra noen av kundene vi jobber med.',
      ids: testimonialIds,
    },
    customerCases: {
      title: 'Resultater vi er stolte av',
      intro: `Fra ${formatPercent(caseResults.organicTrafficPercent, 'nb')} mer organisk trafikk til ${formatPercent(caseResults.revenueIncreasePercent, 'nb')} økning i omsetning.`,
      ids: caseIds,
    },
    faq: {
      title: 'Ofte stilte spørsmål',
      items: [
        {
          id: 'hvem',
          question: `Hvem er ${brand}?`,
          expanded: true,
          answer: `Vi er et digitalbyrå med kontorer i ${offices(' og ')}. Vi lager nettsider, nettbutikker og apper, og hjelper bedrifter å bli funnet med SEO, AEO, Google Ads og LinkedIn-annonsering.`,
        },
        {
          id: 'hvor-raskt',
          question: 'Hvor raskt ser vi resultater?',
          answer: `Annonsering gir ofte målbare resultater i løpet av ${formatRange(claims.resultsDays, 'nb')} dager. SEO tar lengre tid, men effekten bygger seg opp over tid og varer.`,
        },
        {
          id: 'overta',
          question: 'Kan dere ta over en nettside som andre har laget?',
          answer:
            'Ja. Vi begynner med en gjennomgang av nettsiden, driften og det som er gjort av SEO, og foreslår hva som bør beholdes og hva som bør gjøres om. Du vet hva det koster før vi setter i gang.',
        },
        {
          id: 'pris',
          question: 'Hva koster det?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'Det avhenger av tjenesten. De fleste tjenestene har faste priser som du finner på tjenestesidene, for eksempel ',
                { type: 'link', ...serviceTarget('seo-optimalisering', 'nb'), hash: 'priser', text: 'SEO' },
                ', ',
                { type: 'link', ...serviceTarget('google-ads-annonsering', 'nb'), hash: 'priser', text: 'Google Ads' },
                ' og ',
                { type: 'link', ...serviceTarget('driftsavtale', 'nb'), hash: 'priser', text: 'driftsavtale' },
                '. Alle priser er oppgitt eksklusive mva.',
              ],
            },
          ],
        },
        {
          id: 'rapport',
          question: 'Hvordan følger vi med på resultatene?',
          answer:
            'Du får en månedlig rapport med de tallene som betyr noe for deg, og vi går gjennom den sammen med deg.',
        },
        {
          id: 'kontakt',
          question: 'Hvordan tar vi kontakt?',
          answer: `Ring ${settings.phone}, send e-post til ${settings.email} eller fyll ut skjemaet på kontaktsiden.`,
        },
      ],
    },
    cta: {
      title: 'Klar for flere henvendelser?',
      description:
        'Fortell oss kort om bedriften din og hva du vil oppnå. Du får et konkret forslag med pris, helt uten forpliktelser.',
      bullets: sharedServiceCopy.ctaBullets.nb,
      button: 'Få et uforpliktende tilbud',
    },
  },
  en: {
    hero: {
      eyebrow: `${brand}: a digital agency in ${offices(' and ')}`,
      title: 'Websites and marketing that bring more enquiries',
      subtitle: `We build websites and online stores that sell, and make sure people find them. Our clients get an average of ${formatPercent(claims.moreEnquiriesPercent, 'en')} more enquiries in their first year.`,
      descriptions: [
        'Web design, online stores, SEO, AEO, Google Ads, LinkedIn, hosting and apps, from one team that measures what matters to you.',
      ],
      button: 'Get a no-obligation quote',
      secondary: { to: 'services', hash: 'tjenester', text: 'See our services' },
    },
    services: {
      title: 'How can we help you?',
      intro: 'Eight services, one team. Start with what you need now and add more when you are ready.',
    },
    why: {
      title: `Why choose ${brand}?`,
      intro: 'We are an agency for businesses that want to see results, not just reports.',
      rows: [
        {
          id: 'results',
          title: 'Results you can measure',
          description: `We measure what matters to you: enquiries, sales and cost per customer, not clicks and impressions. Most of our clients see results within ${formatRange(claims.resultsDays, 'en')} days.`,
          link: { to: 'projects', text: 'See our projects' },
        },
        {
          id: 'peace-of-mind',
          title: 'No lock-in, one dedicated contact',
          description: [
            'We want to keep you because you are happy, not because a contract says so. You talk to the same person every time, someone who knows your business.',
            {
              type: 'unorderedList',
              items: [
                ['Monthly reports in plain English'],
                [`E-mail answered within ${claims.emailAnswerHours} hours`],
              ],
            },
          ],
        },
        {
          id: 'experience',
          title: 'Experience you can build on',
          description: `Our servers are in ${hosting.serversIn}, and we have been in hosting for longer than most agencies have existed. The websites we build are fast, secure and accessible, and we keep looking after them once they are live.`,
          link: { ...serviceTarget('driftsavtale', 'en'), text: 'Read about managed hosting' },
        },
      ],
    },
    figures: {
      title: 'By the numbers',
      items: [
        {
          id: 'enquiries',
          value: formatPercent(claims.moreEnquiriesPercent, 'en'),
          label: 'more enquiries on average in the first year',
        },
        { id: 'live', value: `${claims.firstCampaignDays} days`, label: 'until your first campaign is live' },
        { id: 'experience', value: `${claims.hostingYears}+ years`, label: 'of running websites and hosting' },
        { id: 'clients', value: `${claims.customers}+`, label: 'happy clients, from bakeries to chains' },
      ],
    },
    testimonials: {
      title: 'What our clients say',
      intro: 'See who we are in the intro video, and hear from some of the clients we work with.',
      ids: testimonialIds,
    },
    customerCases: {
      title: 'Results we are proud of',
      intro: `From ${formatPercent(caseResults.organicTrafficPercent, 'en')} more organic traffic to a ${formatPercent(caseResults.revenueIncreasePercent, 'en')} revenue increase.`,
      ids: caseIds,
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          id: 'who',
          question: `Who is ${brand}?`,
          expanded: true,
          answer: `We are a digital agency with offices in ${offices(' and ')}. We build websites, online stores and apps, and help businesses get found with SEO, AEO, Google Ads and LinkedIn advertising.`,
        },
        {
          id: 'how-fast',
          question: 'How soon will we see results?',
          answer: `Advertising often gives measurable results within ${formatRange(claims.resultsDays, 'en')} days. SEO takes longer, but the results build up over time and last.`,
        },
        {
          id: 'take-over',
          question: 'Can you take over a website someone else built?',
          answer:
            'Yes. We start by reviewing the website, the hosting and any SEO work done so far, and propose what to keep and what to redo. You will know the price before we start.',
        },
        {
          id: 'price',
          question: 'What does it cost?',
          answer: [
            {
              type: 'paragraph',
              content: [
                'It depends on the service. Most of our services have fixed prices, listed on each service page, for example ',
                { type: 'link', ...serviceTarget('seo-optimalisering', 'en'), hash: 'priser', text: 'SEO' },
                ', ',
                { type: 'link', ...serviceTarget('google-ads-annonsering', 'en'), hash: 'priser', text: 'Google Ads' },
                ' and ',
                { type: 'link', ...serviceTarget('driftsavtale', 'en'), hash: 'priser', text: 'managed hosting' },
                '. All prices exclude VAT.',
              ],
            },
          ],
        },
        {
          id: 'reports',
          question: 'How do we keep track of the results?',
          answer: 'You get a monthly report with the numbers that matter to you, and we go through it with you.',
        },
        {
          id: 'contact',
          question: 'How do we get in touch?',
          answer: `Call ${settings.phone}, e-mail ${settings.email} or fill in the form on our contact page.`,
        },
      ],
    },
    cta: {
      title: 'Ready for more enquiries?',
      description:
        'Tell us briefly about your business and what you want to achieve. We will send you a concrete proposal with a price, with no obligation.',
      bullets: sharedServiceCopy.ctaBullets.en,
      button: 'Get a no-obligation quote',
    },
  },
}
