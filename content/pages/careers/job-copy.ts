/**
 * Per-job copy: title, subtitle, description paragraphs (with links),
 * responsibilities, qualifications and meta. A job without its own copy gets the default
 * template, whose description names the job through the `{title}` placeholder.
 */
import { careers, claims } from '../../facts/facts'
import type { JobOpening } from './jobs'
import type { Locale, Localized } from '../../site/locales'
import type { Block } from '../../rich-text'
import { settings } from '../../site/settings'

export type JobCopy = {
  title: string
  subtitle: string
  description: Block[]
  responsibilities: string[]
  qualifications: string[]
  meta: { title: string; description: string }
}

const brand = settings.brandName

/** Copy with `{title}` where the job's title goes. */
export const defaultJobCopy: Localized<JobCopy> = {
  nb: {
    title: '{title}',
    subtitle: `Bli med i ${brand} og hjelp bedrifter med å vokse på nett.`,
    description: [
      {
        type: 'paragraph',
        content: [
          'Vi søker en {title} som vil være med og bygge videre på et byrå der kvalitet og resultater for kunden står i sentrum.',
        ],
      },
      {
        type: 'paragraph',
        content: [
          'Du får ansvar fra første dag, tett samarbeid med resten av teamet og mulighet til å jobbe fra Oslo eller hjemmefra. Les mer om ',
          { type: 'link', to: 'about', text: 'hvem vi er' },
          '.',
        ],
      },
    ],
    responsibilities: [
      'Bidra i kundeprosjekter fra oppstart til leveranse',
      'Samarbeide tett med kolleger innen design, utvikling og markedsføring',
      'Følge opp kvalitet, frister og resultater i egne leveranser',
      'Dele kunnskap og erfaringer med resten av teamet',
    ],
    qualifications: [
      'Relevant utdanning eller tilsvarende erfaring',
      'Gode samarbeidsevner og evne til å jobbe selvstendig',
      'Svært gode norskkunnskaper, muntlig og skriftlig, og gode engelskkunnskaper',
      'Interesse for digitale verktøy og hvordan de skaper resultater for bedrifter',
    ],
    meta: {
      title: 'Ledig stilling: {title}',
      description: `${brand} søker {title}. Jobb fra Oslo eller hjemmekontor, lønn etter avtale.`,
    },
  },
  en: {
    title: '{title}',
    subtitle: `Join ${brand} and help businesses grow online.`,
    description: [
      {
        type: 'paragraph',
        content: [
          'We are looking for a {title} who wants to help build an agency where quality and results for the customer come first.',
        ],
      },
      {
        type: 'paragraph',
        content: [
          'You get responsibility from day one, close teamwork with the rest of the team and the option to work from Oslo or from home. Read more about ',
          { type: 'link', to: 'about', text: 'who we are' },
          '.',
        ],
      },
    ],
    responsibilities: [
      'Contribute to customer projects from kick-off to delivery',
      'Work closely with colleagues in design, development and marketing',
      'Follow up quality, deadlines and results in your own deliveries',
      'Share knowledge and experience with the rest of the team',
    ],
    qualifications: [
      'A relevant degree or equivalent experience',
      'Good teamwork skills and the ability to work independently',
      'Excellent written and spoken English; Norwegian is an advantage',
      'An interest in digital tools and how they create results for businesses',
    ],
    meta: {
      title: 'Job opening: {title}',
      description: `${brand} is looking for a {title}. Work from Oslo or remote, salary negotiable.`,
    },
  },
}

/** Jobs with their own copy, by opening id. */
export const jobCopies: Partial<Record<JobOpening['id'], Localized<JobCopy>>> = {
  1: {
    nb: {
      title: 'Digital markedsfører (SMM/PPC)',
      subtitle: 'Planlegg, kjør og optimaliser annonser som gir kundene våre målbart flere henvendelser.',
      description: [
        {
          type: 'paragraph',
          content: [
            `Vi søker en digital markedsfører i 50 % stilling som vil ta ansvar for betalt annonsering og sosiale medier for kundene våre. Du jobber med `,
            { type: 'link', to: 'serviceGoogleAds', text: 'Google Ads' },
            ' og ',
            { type: 'link', to: 'serviceLinkedIn', text: 'LinkedIn-annonsering' },
            ', og med organisk innhold i sosiale kanaler.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            `Kundene våre har i snitt ${claims.moreEnquiriesPercent} % flere henvendelser det første året, og den første kampanjen er i gang innen ${claims.firstCampaignDays} dager. Du blir en viktig del av den leveransen, med egne kunder og månedlige rapporter.`,
          ],
        },
      ],
      responsibilities: [
        'Sette opp, drifte og optimalisere kampanjer i Google Ads, Meta og LinkedIn',
        'Planlegge og publisere innhold i sosiale medier for kundene',
        'Analysere resultater i GA4 og annonseplattformene, og foreslå forbedringer',
        'Skrive månedlige rapporter og presentere dem for kundene',
        'Samarbeide med SEO- og designteamet om landingssider som konverterer',
      ],
      qualifications: [
        'Minst to års erfaring med betalt annonsering (PPC) og sosiale medier (SMM)',
        'God forståelse av målgrupper, budstrategier og konverteringssporing',
        'Erfaring med Google Ads, Meta Business Suite og gjerne LinkedIn Campaign Manager',
        'Analytisk og strukturert, med god sans for tekst og bilder',
        'Svært gode norskkunnskaper, muntlig og skriftlig',
      ],
      meta: {
        title: 'Ledig stilling: Digital markedsfører (SMM/PPC), 50 %',
        description: `${brand} søker en digital markedsfører i 50 % stilling til Google Ads, LinkedIn og sosiale medier. Oslo eller hjemmekontor, lønn etter avtale.`,
      },
    },
    en: {
      title: 'Digital Marketer (SMM/PPC)',
      subtitle: 'Plan, run and optimise ads that bring our customers measurably more enquiries.',
      description: [
        {
          type: 'paragraph',
          content: [
            'We are looking for a digital marketer in a 50% position to take charge of paid advertising and social media for our customers. You will work with ',
            { type: 'link', to: 'serviceGoogleAds', text: 'Google Ads' },
            ' and ',
            { type: 'link', to: 'serviceLinkedIn', text: 'LinkedIn advertising' },
            ', and with organic content on social channels.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            `Our customers get an average of ${claims.moreEnquiriesPercent}% more enquiries in the first year, and the first campaign is live within ${claims.firstCampaignDays} days. You will be a key part of that delivery, with your own customers and monthly reports.`,
          ],
        },
      ],
      responsibilities: [
        'Set up, run and optimise campaigns in Google Ads, Meta and LinkedIn',
        'Plan and publish social media content for our customers',
        'Analyse results in GA4 and the ad platforms, and propose improvements',
        'Write monthly reports and present them to customers',
        'Work with the SEO and design team on landing pages that convert',
      ],
      qualifications: [
        'At least two years of experience with paid advertising (PPC) and social media (SMM)',
        'A good grasp of audiences, bidding strategies and conversion tracking',
        'Experience with Google Ads, Meta Business Suite and ideally LinkedIn Campaign Manager',
        'Analytical and structured, with a good feel for copy and images',
        'Excellent written and spoken English; Norwegian is an advantage',
      ],
      meta: {
        title: 'Job opening: Digital Marketer (SMM/PPC), 50%',
        description: `${brand} is looking for a digital marketer in a 50% position for Google Ads, LinkedIn and social media. Oslo or remote, salary negotiable.`,
      },
    },
  },
  2: {
    nb: {
      title: 'Senior fullstack-utvikler (React)',
      subtitle: 'Bygg raske nettsider, nettbutikker og apper som kundene våre tjener penger på.',
      description: [
        {
          type: 'paragraph',
          content: [
            'Vi søker en erfaren fullstack-utvikler som vil ta teknisk ansvar i prosjektene våre innen ',
            { type: 'link', to: 'serviceWebDesign', text: 'webdesign' },
            ', ',
            { type: 'link', to: 'serviceOnlineStore', text: 'nettbutikk' },
            ' og ',
            { type: 'link', to: 'serviceApp', text: 'apputvikling' },
            '. Du jobber med React og TypeScript i front og Node.js, PHP og WordPress på serversiden.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            `Du har minst ${careers.seniorDeveloperYears} års erfaring og liker å gjøre både kode og kolleger bedre. Hos oss får du påvirke valg av arkitektur, verktøy og arbeidsmåter, og du ser resultatet hos kunden kort tid etter lansering.`,
          ],
        },
      ],
      responsibilities: [
        'Utvikle nettsider, nettbutikker og webapplikasjoner i React, TypeScript og Node.js',
        'Bygge og vedlikeholde WordPress- og WooCommerce-løsninger, inkludert egne utvidelser',
        'Ta ansvar for ytelse, universell utforming, sikkerhet og teknisk SEO',
        'Gjennomgå kode og veilede yngre utviklere',
        'Estimere, planlegge og følge opp leveranser sammen med prosjektleder og kunde',
      ],
      qualifications: [
        `Minst ${careers.seniorDeveloperYears} års erfaring som utvikler, med React og TypeScript i produksjon`,
        'God erfaring med Node.js og relasjonsdatabaser; PHP og WordPress er et pluss',
        'Kjennskap til Core Web Vitals, WCAG og moderne byggverktøy som Vite',
        'Erfaring med Git, automatiserte tester og kontinuerlig leveranse',
        'Gode norsk- eller engelskkunnskaper, muntlig og skriftlig',
      ],
      meta: {
        title: 'Ledig stilling: Senior fullstack-utvikler (React)',
        description: `${brand} søker en senior fullstack-utvikler med minst ${careers.seniorDeveloperYears} års erfaring med React og TypeScript. Oslo eller hjemmekontor, lønn etter avtale.`,
      },
    },
    en: {
      title: 'Senior Full-Stack Developer (React)',
      subtitle: 'Build fast websites, online stores and apps that make money for our customers.',
      description: [
        {
          type: 'paragraph',
          content: [
            'We are looking for an experienced full-stack developer to take technical ownership of our projects in ',
            { type: 'link', to: 'serviceWebDesign', text: 'web design' },
            ', ',
            { type: 'link', to: 'serviceOnlineStore', text: 'online stores' },
            ' and ',
            { type: 'link', to: 'serviceApp', text: 'app development' },
            '. You work with React and TypeScript on the front end and Node.js, PHP and WordPress on the server.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            `You have at least ${careers.seniorDeveloperYears} years of experience and enjoy making both code and colleagues better. You get a say in architecture, tools and ways of working, and you see the results with the customer shortly after launch.`,
          ],
        },
      ],
      responsibilities: [
        'Develop websites, online stores and web applications in React, TypeScript and Node.js',
        'Build and maintain WordPress and WooCommerce solutions, including our own plugins',
        'Own performance, accessibility, security and technical SEO',
        'Review code and mentor junior developers',
        'Estimate, plan and follow up deliveries with the project manager and the customer',
      ],
      qualifications: [
        `At least ${careers.seniorDeveloperYears} years of experience as a developer, with React and TypeScript in production`,
        'Solid experience with Node.js and relational databases; PHP and WordPress are a plus',
        'Knowledge of Core Web Vitals, WCAG and modern build tools such as Vite',
        'Experience with Git, automated tests and continuous delivery',
        'Good written and spoken English or Norwegian',
      ],
      meta: {
        title: 'Job opening: Senior Full-Stack Developer (React)',
        description: `${brand} is looking for a senior full-stack developer with at least ${careers.seniorDeveloperYears} years of experience with React and TypeScript. Oslo or remote, salary negotiable.`,
      },
    },
  },
  3: {
    nb: {
      title: 'SEO/AEO-ekspert',
      subtitle: 'Gjør kundene våre til svaret, både i Google og i AI-søk.',
      description: [
        {
          type: 'paragraph',
          content: [
            'Vi søker en SEO-ekspert som vil lede arbeidet med ',
            { type: 'link', to: 'serviceSeo', text: 'søkemotoroptimalisering' },
            ' og ',
            { type: 'link', to: 'serviceAeo', text: 'AEO-optimalisering' },
            ' for kundene våre. Du jobber med teknisk SEO, innhold, lokal synlighet og strukturerte data, og med hvordan ChatGPT, Perplexity og Googles AI-oversikter henter svar.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'Du har faste kunder med tydelige mål, leverer månedlige rapporter og er kundens faste kontaktperson. Du får tid til å teste nye metoder og dele det du lærer, blant annet på ',
            { type: 'link', to: 'blog', text: 'bloggen vår' },
            '.',
          ],
        },
      ],
      responsibilities: [
        'Gjennomføre tekniske SEO-analyser og følge opp tiltakene sammen med utviklerne',
        'Lage søkeordanalyser, innholdsplaner og briefer til tekstforfattere',
        'Optimalisere innhold og strukturerte data for AI-søk og svarmotorer',
        'Jobbe med lokal SEO og Google-bedriftsprofiler',
        'Rapportere månedlig på synlighet, trafikk og henvendelser',
      ],
      qualifications: [
        'Minst tre års erfaring med SEO, gjerne fra byrå',
        'God forståelse av teknisk SEO, indeksering og Core Web Vitals',
        'Erfaring med Search Console, GA4 og verktøy som Ahrefs eller Semrush',
        'Interesse for AI-søk og hvordan språkmodeller velger kilder',
        'Svært gode norskkunnskaper, muntlig og skriftlig',
      ],
      meta: {
        title: 'Ledig stilling: SEO/AEO-ekspert',
        description: `${brand} søker en SEO/AEO-ekspert som vil gjøre kundene synlige i Google og i AI-søk. Oslo eller hjemmekontor, lønn etter avtale.`,
      },
    },
    en: {
      title: 'SEO/AEO Expert',
      subtitle: 'Make our customers the answer, in Google and in AI search.',
      description: [
        {
          type: 'paragraph',
          content: [
            'We are looking for an SEO expert to lead our work on ',
            { type: 'link', to: 'serviceSeo', text: 'search engine optimisation' },
            ' and ',
            { type: 'link', to: 'serviceAeo', text: 'answer engine optimisation (AEO)' },
            ' for our customers. You work with technical SEO, content, local visibility and structured data, and with how ChatGPT, Perplexity and Google AI Overviews pick their answers.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            'You have regular customers with clear goals, deliver monthly reports and are the customer’s dedicated contact person. You get time to test new methods and share what you learn, for example on ',
            { type: 'link', to: 'blog', text: 'our blog' },
            '.',
          ],
        },
      ],
      responsibilities: [
        'Run technical SEO audits and follow up the fixes with the developers',
        'Produce keyword research, content plans and briefs for copywriters',
        'Optimise content and structured data for AI search and answer engines',
        'Work on local SEO and Google Business Profiles',
        'Report monthly on visibility, traffic and enquiries',
      ],
      qualifications: [
        'At least three years of SEO experience, ideally from an agency',
        'A good grasp of technical SEO, indexing and Core Web Vitals',
        'Experience with Search Console, GA4 and tools such as Ahrefs or Semrush',
        'An interest in AI search and how language models choose their sources',
        'Excellent written and spoken English; Norwegian is an advantage',
      ],
      meta: {
        title: 'Job opening: SEO/AEO Expert',
        description: `${brand} is looking for an SEO/AEO expert to make customers visible in Google and in AI search. Oslo or remote, salary negotiable.`,
      },
    },
  },
  4: {
    nb: {
      title: 'Administrasjon og kundeservice',
      subtitle: 'Vær stemmen kundene møter, og hold orden på alt som får byrået til å gå rundt.',
      description: [
        {
          type: 'paragraph',
          content: [
            'Vi søker en strukturert og serviceinnstilt medarbeider til administrasjon og kundeservice. Du er første kontaktpunkt for nye og eksisterende kunder på telefon, e-post og i ',
            { type: 'link', to: 'portal', text: 'kundeportalen' },
            ', og du følger opp avtaler, fakturaer og ',
            { type: 'link', to: 'serviceHosting', text: 'driftsavtaler' },
            '.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            `Vi lover å svare på e-post innen ${claims.emailAnswerHours} timer, og du er den som sørger for at vi holder det. Stillingen passer for deg som liker variasjon, mennesker og god orden.`,
          ],
        },
      ],
      responsibilities: [
        'Svare kunder på telefon, e-post og i kundeportalen',
        'Følge opp nye henvendelser og sette opp møter med rådgiverne',
        'Fakturering, oppfølging av betalinger og enkel regnskapsføring',
        'Administrere kundeavtaler, driftsavtaler og lisenser',
        'Holde orden på rutiner, maler og intern dokumentasjon',
      ],
      qualifications: [
        'Erfaring fra kundeservice, administrasjon eller økonomi',
        'Strukturert, nøyaktig og løsningsorientert',
        'Trygg i digitale verktøy; erfaring med Tripletex eller Fiken er et pluss',
        'Svært gode norskkunnskaper og gode engelskkunnskaper, muntlig og skriftlig',
        'Liker å hjelpe folk og å ha mange baller i luften',
      ],
      meta: {
        title: 'Ledig stilling: Administrasjon og kundeservice',
        description: `${brand} søker en medarbeider til administrasjon og kundeservice. Oslo eller hjemmekontor, lønn etter avtale.`,
      },
    },
    en: {
      title: 'Administration and Customer Service',
      subtitle: 'Be the voice our customers meet, and keep order in everything that keeps the agency running.',
      description: [
        {
          type: 'paragraph',
          content: [
            'We are looking for a structured, service-minded colleague for administration and customer service. You are the first point of contact for new and existing customers by phone, e-mail and in the ',
            { type: 'link', to: 'portal', text: 'customer portal' },
            ', and you follow up agreements, invoices and ',
            { type: 'link', to: 'serviceHosting', text: 'hosting agreements' },
            '.',
          ],
        },
        {
          type: 'paragraph',
          content: [
            `We promise to answer e-mail within ${claims.emailAnswerHours} hours, and you are the one who makes sure we keep that promise. The role suits someone who likes variety, people and good order.`,
          ],
        },
      ],
      responsibilities: [
        'Answer customers by phone, e-mail and in the customer portal',
        'Follow up new enquiries and book meetings with our consultants',
        'Invoicing, payment follow-up and basic bookkeeping',
        'Manage customer agreements, hosting agreements and licences',
        'Keep routines, templates and internal documentation in order',
      ],
      qualifications: [
        'Experience from customer service, administration or finance',
        'Structured, accurate and solution-oriented',
        'Comfortable with digital tools; experience with Tripletex or Fiken is a plus',
        'Excellent written and spoken English; Norwegian is an advantage',
        'Enjoys helping people and keeping many balls in the air',
      ],
      meta: {
        title: 'Job opening: Administration and Customer Service',
        description: `${brand} is looking for a colleague in administration and customer service. Oslo or remote, salary negotiable.`,
      },
    },
  },
}

function fill(template: string, title: string): string {
  return template.replaceAll('{title}', title)
}

/** The default template filled in with a job's title. */
export function templateCopy(locale: Locale, title: string): JobCopy {
  const template = defaultJobCopy[locale]
  const lowerTitle = locale === 'nb' ? title.toLowerCase() : title
  const blocks = template.description.map((block): Block => {
    if (typeof block === 'string') return fill(block, lowerTitle)
    if (block.type !== 'paragraph') return block
    return {
      ...block,
      content: block.content.map((inline) => (typeof inline === 'string' ? fill(inline, lowerTitle) : inline)),
    }
  })
  return {
    title: fill(template.title, title),
    subtitle: template.subtitle,
    description: blocks,
    responsibilities: template.responsibilities,
    qualifications: template.qualifications,
    meta: { title: fill(template.meta.title, title), description: fill(template.meta.description, lowerTitle) },
  }
}

/** A job's own copy, or the default template for a job without one. */
export function jobCopyFor(locale: Locale, job: JobOpening): JobCopy {
  return jobCopies[job.id]?.[locale] ?? templateCopy(locale, job.title[locale])
}
