/** LinkedIn advertising: page copy in both languages. */
import { caseResults, claims, plans } from '../../facts/facts'
import { planSet } from '../../facts/plans'
import { formatMoney, formatPercent } from '../../site/format'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import type { ServicePageCopy } from '../../types'
import { bindingFaq, casesIntro, preCta, testimonialsIntro } from './common'
import { linkedInPlans } from './plans'

/** The amount of a plan's price (the set's only plan). */
const amountOf = (set: string) => {
  const price = planSet(plans, set, 'nb')[0]!.price
  if (price.kind !== 'amount') throw new Error(`${set} has no amount`)
  return price.amount
}

const brand = settings.brandName
const fromPrice = {
  nb: `${formatMoney(amountOf('linkedIn'), 'NOK', 'nb')} per måned`,
  en: `${formatMoney(amountOf('linkedIn'), 'NOK', 'en')} a month`,
}

export const linkedInCopy: Localized<ServicePageCopy> = {
  nb: {
    id: 'serviceLinkedIn',
    serviceType: 'LinkedIn-annonsering',
    openGraph: { type: 'website', imageAlt: 'LinkedIn-annonsering for B2B' },
    hero: {
      eyebrow: 'LinkedIn-annonsering',
      title: 'Nå beslutningstakerne som kjøper det du selger',
      subtitle:
        'LinkedIn lar deg treffe folk etter stilling, bransje og bedriftsstørrelse. Vi gjør det til kvalifiserte leads for salgsteamet ditt.',
      descriptions: [
        'Vi lager strategi, målgrupper, annonser og lead-skjemaer, og optimaliserer kampanjene hver uke. Du får leads som passer, ikke bare klikk.',
        `Fra ${fromPrice.nb}, uten bindingstid.`,
      ],
      button: 'Få et uforpliktende tilbud',
    },
    why: {
      title: `Hvorfor velge ${brand} til LinkedIn-annonsering?`,
      intro: 'B2B-salg tar tid. Vi bygger kampanjer som følger kjøperen hele veien fra første blikk til møtebooking.',
      rows: [
        {
          id: 'malgruppe',
          title: 'Presise målgrupper',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                'Vi definerer hvem som faktisk tar kjøpsbeslutningen, og bygger målgrupper på stilling, ansiennitet, bransje og bedriftsstørrelse. Ingen budsjett går til folk som aldri blir kunder.',
              ],
            },
          ],
        },
        {
          id: 'leads',
          title: 'Leads rett inn i CRM-et',
          description: `Lead-skjemaer i LinkedIn gjør det enkelt å svare, og vi kobler dem til CRM-et ditt. En kunde i eiendomsbransjen fikk ${formatPercent(caseResults.linkedInMoreLeadsPercent, 'nb')} flere leads.`,
        },
        {
          id: 'innhold',
          title: 'Budskap som treffer fagfolk',
          description: `Vi skriver annonsetekster og lager grafikk som snakker bransjens språk. Et regnskapsbyrå fikk ${formatPercent(caseResults.businessCustomersPercent, 'nb')} flere bedriftskunder.`,
          link: { to: 'projects', text: 'Se kundecasene' },
        },
      ],
    },
    keyFeatures: {
      title: 'Dette inngår',
      items: [
        {
          id: 'strategi',
          icon: 'globe',
          title: 'Strategi og målgrupper',
          description: 'Hvem, hvor og med hvilket budskap.',
        },
        {
          id: 'annonser',
          icon: 'check',
          title: 'Annonser og grafikk',
          description: 'Enkeltbilde, karusell, video og samtaleannonser.',
        },
        {
          id: 'skjema',
          icon: 'check',
          title: 'Lead-skjemaer',
          description: 'Ferdig utfylte skjemaer koblet til CRM-et ditt.',
        },
        {
          id: 'retargeting',
          icon: 'check',
          title: 'Retargeting',
          description: 'Følg opp dem som har sett videoen eller besøkt nettsiden.',
        },
        {
          id: 'optimalisering',
          icon: 'star',
          title: 'Ukentlig optimalisering',
          description: 'Budsjett og budskap flyttes dit det gir leads.',
        },
        {
          id: 'rapport',
          icon: 'mail',
          title: 'Månedlig rapport',
          description: 'Leads, kostnad per lead og hva vi gjør neste måned.',
        },
      ],
    },
    cta: preCta('nb', 'Vil du snakke med flere beslutningstakere?', 'Få et uforpliktende tilbud'),
    testimonials: {
      ...testimonialsIntro.nb,
      ids: ['mona-tindra', 'lars-havbris', 'sara-kystlinje', 'jonas-lysverk', 'ola-solvind'],
    },
    pricing: {
      title: 'Pris for LinkedIn-annonsering',
      intro: 'Én tydelig månedspris for arbeidet vårt, tilpasset antall kampanjer og markeder.',
      plans: linkedInPlans('nb'),
    },
    blogs: { blogType: 'blogs_dm' },
    faq: {
      title: 'Spørsmål om LinkedIn-annonsering',
      items: [
        {
          id: 'passer',
          question: 'Passer LinkedIn-annonsering for oss?',
          expanded: true,
          answer:
            'Hvis du selger til andre bedrifter, og kunden er verdt mye over tid, er LinkedIn ofte den mest treffsikre kanalen. For forbrukerprodukter anbefaler vi som regel Google Ads eller SEO i stedet.',
        },
        {
          id: 'pris',
          question: 'Hva koster det?',
          answer: `Arbeidet vårt koster fra ${fromPrice.nb}. Annonsebudsjettet betaler du direkte til LinkedIn, og vi anbefaler et nivå etter at vi har sett på målgruppen.`,
        },
        {
          id: 'hvor-raskt',
          question: 'Hvor raskt kommer de første leadene?',
          answer: `Første kampanje er i gang innen ${claims.firstCampaignDays} dager. De første leadene kommer ofte de første ukene, og kampanjene blir bedre etter hvert som vi lærer hva som virker.`,
        },
        {
          id: 'innhold',
          question: 'Må vi lage annonsene selv?',
          answer:
            'Nei. Vi skriver tekstene og lager grafikken. Har du egne bilder, video eller kundecaser, bruker vi gjerne dem.',
        },
        {
          id: 'crm',
          question: 'Kan leadene gå rett inn i CRM-et vårt?',
          answer:
            'Ja. Vi kobler lead-skjemaene til HubSpot, Pipedrive, Salesforce og de fleste andre CRM-systemer, direkte eller via en integrasjon.',
        },
        {
          id: 'bedriftsside',
          question: 'Trenger vi en aktiv bedriftsside på LinkedIn?',
          answer:
            'Annonsene publiseres fra bedriftssiden din, så den bør være oppdatert med logo, beskrivelse og noen innlegg. Vi hjelper deg å rydde den før oppstart.',
        },
        bindingFaq('nb'),
      ],
    },
    customerCases: { ...casesIntro.nb, ids: ['havbris-eiendom', 'tindra-regnskap', 'kystlinje-logistikk'] },
  },
  en: {
    id: 'serviceLinkedIn',
    serviceType: 'LinkedIn advertising',
    openGraph: { type: 'website', imageAlt: 'LinkedIn advertising for B2B' },
    hero: {
      eyebrow: 'LinkedIn advertising',
      title: 'Reach the decision-makers who buy what you sell',
      subtitle:
        'LinkedIn lets you target people by job title, industry and company size. We turn that into qualified leads for your sales team.',
      descriptions: [
        'We create the strategy, audiences, ads and lead forms, and optimise the campaigns every week. You get leads that fit, not just clicks.',
        `From ${fromPrice.en}, with no lock-in.`,
      ],
      button: 'Get a no-obligation quote',
    },
    why: {
      title: `Why choose ${brand} for LinkedIn advertising?`,
      intro:
        'B2B sales take time. We build campaigns that follow the buyer all the way from first look to booked meeting.',
      rows: [
        {
          id: 'audiences',
          title: 'Precise audiences',
          description: [
            {
              type: 'paragraph',
              dropCap: true,
              content: [
                'We define who actually makes the buying decision and build audiences on job title, seniority, industry and company size. No budget goes to people who will never become customers.',
              ],
            },
          ],
        },
        {
          id: 'leads',
          title: 'Leads straight into your CRM',
          description: `LinkedIn lead forms make it easy to respond, and we connect them to your CRM. A client in commercial property got ${formatPercent(caseResults.linkedInMoreLeadsPercent, 'en')} more leads.`,
        },
        {
          id: 'messages',
          title: 'Messages that speak to professionals',
          description: `We write ad copy and make creative that speaks your industry's language. An accounting firm got ${formatPercent(caseResults.businessCustomersPercent, 'en')} more business customers.`,
          link: { to: 'projects', text: 'See the customer cases' },
        },
      ],
    },
    keyFeatures: {
      title: 'What is included',
      items: [
        {
          id: 'strategy',
          icon: 'globe',
          title: 'Strategy and audiences',
          description: 'Who, where and with which message.',
        },
        {
          id: 'ads',
          icon: 'check',
          title: 'Ads and creative',
          description: 'Single image, carousel, video and conversation ads.',
        },
        { id: 'forms', icon: 'check', title: 'Lead forms', description: 'Pre-filled forms connected to your CRM.' },
        {
          id: 'retargeting',
          icon: 'check',
          title: 'Retargeting',
          description: 'Follow up people who watched your video or visited your site.',
        },
        {
          id: 'optimisation',
          icon: 'star',
          title: 'Weekly optimisation',
          description: 'Budget and messages move to where the leads are.',
        },
        {
          id: 'report',
          icon: 'mail',
          title: 'Monthly report',
          description: 'Leads, cost per lead and what we do next month.',
        },
      ],
    },
    cta: preCta('en', 'Want to talk to more decision-makers?', 'Get a no-obligation quote'),
    testimonials: {
      ...testimonialsIntro.en,
      ids: ['mona-tindra', 'lars-havbris', 'sara-kystlinje', 'jonas-lysverk', 'ola-solvind'],
    },
    pricing: {
      title: 'LinkedIn advertising pricing',
      intro: 'One clear monthly price for our work, adjusted to the number of campaigns and markets.',
      plans: linkedInPlans('en'),
    },
    blogs: { blogType: 'blogs_dm' },
    faq: {
      title: 'Questions about LinkedIn advertising',
      items: [
        {
          id: 'fit',
          question: 'Is LinkedIn advertising right for us?',
          expanded: true,
          answer:
            'If you sell to other businesses and a customer is worth a lot over time, LinkedIn is often the most precise channel. For consumer products we usually recommend Google Ads or SEO instead.',
        },
        {
          id: 'price',
          question: 'What does it cost?',
          answer: `Our work costs from ${fromPrice.en}. You pay the ad budget directly to LinkedIn, and we recommend a level after looking at your audience.`,
        },
        {
          id: 'how-fast',
          question: 'How soon do the first leads come in?',
          answer: `The first campaign is live within ${claims.firstCampaignDays} days. The first leads often arrive in the first weeks, and the campaigns improve as we learn what works.`,
        },
        {
          id: 'creative',
          question: 'Do we have to make the ads ourselves?',
          answer:
            'No. We write the copy and make the creative. If you have your own photos, video or customer stories, we are happy to use them.',
        },
        {
          id: 'crm',
          question: 'Can the leads go straight into our CRM?',
          answer:
            'Yes. We connect the lead forms to HubSpot, Pipedrive, Salesforce and most other CRMs, directly or through an integration.',
        },
        {
          id: 'company-page',
          question: 'Do we need an active LinkedIn company page?',
          answer:
            'The ads are published from your company page, so it should be up to date with a logo, description and a few posts. We help you tidy it up before we start.',
        },
        bindingFaq('en'),
      ],
    },
    customerCases: { ...casesIntro.en, ids: ['havbris-eiendom', 'tindra-regnskap', 'kystlinje-logistikk'] },
  },
}
