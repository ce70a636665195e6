/**
 * Copy of the text-to-speech plugin page. Every figure comes from ../facts/facts.ts (ttsPlugin, plans.tts)
 * and every link from ../site/settings.ts (plugin URLs); prices are formatted by ../site/format.ts.
 */
import { plans, ttsPlugin } from '../facts/facts'
import { planSet } from '../facts/plans'
import { formatNumber, formatPrice, formatPriceAmount, formatPriceSuffix, formatMoney } from '../site/format'
import type { Locale, Localized } from '../site/locales'
import type { Block, Inline, RichText } from '../rich-text'
import { settings } from '../site/settings'
import type { FaqItem, FeatureBlock, PricingPlan, SectionIntro } from '../types'

/** A cell of the free/PRO comparison: a text, or a yes/no mark. */
export type ComparisonCell = { kind: 'text'; text: string } | { kind: 'mark'; included: boolean }

export type ComparisonRow = { id: string; label: string; free: ComparisonCell; pro: ComparisonCell }

export type TtsButtons = { free: string; pro: string; demo: string; directory: string }

export type TtsPageCopy = {
  hero: {
    eyebrow: string
    title: string
    subtitle: string
    description: string
    /** Screen-reader and visible text of the rating: "5 av 5 stjerner". */
    ratingLabel: string
    reviews: string
    version: string
    languages: string
    buttons: TtsButtons
    /** Small print under the buttons. */
    note: string
  }
  video: SectionIntro & { points: string[] }
  features: SectionIntro & { items: FeatureBlock[] }
  comparison: SectionIntro & {
    caption: string
    featureHeader: string
    freeHeader: string
    proHeader: string
    included: string
    notIncluded: string
    rows: ComparisonRow[]
    plansTitle: string
    plans: PricingPlan[]
    refund: Inline[]
  }
  download: SectionIntro & {
    stepsTitle: string
    steps: RichText[]
    buttons: TtsButtons
    requirementsTitle: string
    requirements: string[]
  }
  faq: SectionIntro & { items: FaqItem[] }
  /** The intro video as structured data describes it. */
  videoMeta: { name: string; description: string }
}

const t = ttsPlugin
const proPrice = (locale: Locale) => planSet(plans, 'tts', locale).find((plan) => plan.id === 'pro')!.price
const freePrice = (locale: Locale) => planSet(plans, 'tts', locale).find((plan) => plan.id === 'free')!.price
/** Minutes of audio the free credits give, at the PRO rate of credits per minute. */
const freeMinutes = Math.round((t.freeCreditsPerMonth / t.proCreditsPerMonth) * t.proMinutesPerMonth)

const text = (value: string): ComparisonCell => ({ kind: 'text', text: value })
const mark = (included: boolean): ComparisonCell => ({ kind: 'mark', included })
const p = (...content: Inline[]): Block => ({ type: 'paragraph', content })

/** The PRO price line: "39 kr/mnd eller 468 kr/år" in Norwegian, "$4.99/mo" in English. */
export function proPriceText(locale: Locale): string {
  const monthly = formatPrice(proPrice(locale), locale)
  return locale === 'nb' ? `${monthly} eller ${formatMoney(t.pro.nokPerYear, 'NOK', locale)}/år` : monthly
}

function copy(locale: Locale): TtsPageCopy {
  const n = (value: number) => formatNumber(value, locale)
  const kbps = `${n(t.audioKbps)} kbit/s`
  const pro = proPriceText(locale)
  const refundLink: Inline = {
    type: 'link',
    to: 'pluginRefund',
    text: locale === 'nb' ? 'refusjonsvilkårene' : 'refund policy',
  }
  const shop = { href: settings.plugin.proShopUrl, external: true }

  if (locale === 'nb') {
    return {
      hero: {
        eyebrow: 'WordPress-utvidelse',
        title: 'Gjør innleggene dine om til naturlig tale',
        subtitle: `Tekst til tale leser innleggene dine høyt med naturlige stemmer på ${n(t.languages)} språk, og legger en lydspiller øverst i hvert innlegg.`,
        description:
          'Besøkende kan lytte mens de pendler, lager mat eller hviler øynene. Det gjør innholdet tilgjengelig for flere, og gir deg lyd uten studio eller innlesing.',
        ratingLabel: `${n(t.rating)} av 5 stjerner`,
        reviews: `${n(t.reviewCount)} anmeldelser i WordPress-katalogen`,
        version: `Versjon ${t.version}`,
        languages: `${n(t.languages)} språk`,
        buttons: {
          free: 'Last ned gratis',
          pro: `Kjøp PRO for ${formatPrice(proPrice(locale), locale)}`,
          demo: 'Hør demoen',
          directory: 'Se utvidelsen i WordPress-katalogen',
        },
        note: `Gratisversjonen gir ${n(t.freeCreditsPerMonth)} lydkreditter i måneden. PRO har ingen bindingstid og ${n(t.refundDays)} dagers full refusjon.`,
      },
      video: {
        title: 'Folkene bak utvidelsen',
        intro: `Utvidelsen er laget og vedlikeholdt av ${settings.brandName}, et digitalbyrå i Oslo og Bergen. Se den korte introduksjonsvideoen.`,
        points: [
          'Utviklet og testet på WordPress-nettsteder vi drifter selv',
          'Support på norsk og engelsk fra folkene som har skrevet koden',
          'Jevnlige oppdateringer når WordPress og stemmene blir bedre',
        ],
      },
      features: {
        title: 'Alt du trenger for lyd på nettstedet',
        intro: 'Installer, velg stemme og publiser. Resten skjer automatisk.',
        items: [
          {
            id: 'voices',
            icon: 'globe',
            title: `Naturlige stemmer på ${n(t.languages)} språk`,
            description:
              'Velg stemme for hvert språk, også norsk bokmål og engelsk. Flerspråklige nettsteder får riktig stemme per språk.',
          },
          {
            id: 'automatic',
            icon: 'check',
            title: 'Automatisk lyd for nye innlegg',
            description:
              'Når du publiserer eller oppdaterer et innlegg, lages lyden på nytt. Du kan også lage lyd for eldre innlegg med ett klikk.',
          },
          {
            id: 'player',
            icon: 'play',
            title: 'En tilgjengelig spiller',
            description:
              'Spilleren kan brukes med tastatur og skjermleser, tilpasser seg lyst og mørkt tema og har valg for avspillingshastighet.',
          },
          {
            id: 'quality',
            icon: 'star',
            title: `Klar lyd i ${kbps}`,
            description:
              'Lyden lagres i høy kvalitet, så stemmen høres like godt ut på mobilhøyttaleren som i gode hodetelefoner.',
          },
          {
            id: 'storage',
            icon: 'externalLink',
            title: 'Ekstern lagring med PRO',
            description:
              'Med PRO lagres lydfilene utenfor nettstedet ditt. Mediebiblioteket holdes lett, og lyden belaster ikke serveren.',
          },
          {
            id: 'editor',
            icon: 'arrowRight',
            title: 'Virker der du skriver',
            description:
              'Spilleren legges inn automatisk, eller der du vil med en blokk i blokkredigereren eller en kortkode i den klassiske redigereren.',
          },
        ],
      },
      comparison: {
        title: 'Gratis eller PRO?',
        intro: `Begynn gratis med ${n(t.freeCreditsPerMonth)} lydkreditter i måneden. Trenger du mer, gir PRO ${n(t.proCreditsPerMonth)} kreditter, omtrent ${n(t.proMinutesPerMonth)} minutter lyd.`,
        caption: 'Sammenligning av gratisversjonen og PRO',
        featureHeader: 'Funksjon',
        freeHeader: 'Gratis',
        proHeader: 'PRO',
        included: 'Inkludert',
        notIncluded: 'Ikke inkludert',
        rows: [
          { id: 'price', label: 'Pris', free: text(formatPrice(freePrice(locale), locale)), pro: text(pro) },
          {
            id: 'credits',
            label: 'Lydkreditter per måned',
            free: text(`${n(t.freeCreditsPerMonth)} (ca. ${n(freeMinutes)} min)`),
            pro: text(`${n(t.proCreditsPerMonth)} (ca. ${n(t.proMinutesPerMonth)} min)`),
          },
          { id: 'languages', label: 'Språk', free: text(n(t.languages)), pro: text(n(t.languages)) },
          { id: 'quality', label: 'Lydkvalitet', free: text(kbps), pro: text(kbps) },
          { id: 'player', label: 'Tilgjengelig lydspiller', free: mark(true), pro: mark(true) },
          { id: 'storage', label: 'Ekstern lagring av lydfiler', free: mark(false), pro: mark(true) },
          { id: 'support', label: 'Support', free: text('Forum i WordPress-katalogen'), pro: text('E-post og forum') },
          { id: 'refund', label: 'Full refusjon', free: mark(false), pro: text(`${n(t.refundDays)} dager`) },
        ],
        plansTitle: 'Velg versjon',
        plans: [
          {
            id: 'free',
            plan: 'Gratis',
            price: formatPriceAmount(freePrice(locale), locale),
            priceSuffix: formatPriceSuffix(freePrice(locale), locale),
            description: 'For blogger og mindre nettsteder som vil prøve lyd på innleggene.',
            features: [
              [`${n(t.freeCreditsPerMonth)} lydkreditter i måneden`],
              [`${n(t.languages)} språk og ${kbps}`],
              ['Lydfiler i ditt eget mediebibliotek'],
            ],
            buttonText: 'Last ned gratis',
            highlight: false,
            buttonLink: { to: 'pluginTts', hash: 'tts-download' },
          },
          {
            id: 'pro',
            plan: 'PRO',
            price: formatPriceAmount(proPrice(locale), locale),
            priceSuffix: formatPriceSuffix(proPrice(locale), locale),
            priceNote: `eller ${formatMoney(t.pro.nokPerYear, 'NOK', locale)} per år`,
            description: 'For nettsteder som publiserer ofte og vil ha lyd på alt innhold.',
            features: [
              [`${n(t.proCreditsPerMonth)} lydkreditter i måneden (ca. ${n(t.proMinutesPerMonth)} min)`],
              ['Ekstern lagring av lydfilene'],
              ['Support på e-post'],
              [`${n(t.refundDays)} dagers full refusjon`],
            ],
            buttonText: 'Kjøp PRO',
            highlight: true,
            buttonLink: shop,
            isExternalLink: true,
            track: 'pro',
          },
        ],
        refund: [
          `Ombestemmer du deg, får du pengene tilbake hvis du sier fra innen ${n(t.refundDays)} dager. Les `,
          refundLink,
          '.',
        ],
      },
      download: {
        title: 'Last ned og kom i gang',
        intro: 'Utvidelsen er klar på noen minutter. Du trenger ingen API-nøkkel for å begynne.',
        stepsTitle: 'Slik installerer du',
        steps: [
          [
            p(
              'Last ned zip-filen, eller søk etter utvidelsen under ',
              { type: 'strong', text: 'Utvidelser › Legg til ny' },
              ' i WordPress.',
            ),
          ],
          [p('Last opp og aktiver utvidelsen.')],
          [p('Velg språk og stemme under ', { type: 'strong', text: 'Innstillinger › Tekst til tale' }, '.')],
          [p('Publiser eller oppdater et innlegg. Lyden lages, og spilleren vises øverst i innlegget.')],
        ],
        buttons: {
          free: 'Last ned gratis (zip)',
          pro: 'Kjøp PRO',
          demo: 'Hør demoen',
          directory: 'Åpne i WordPress-katalogen',
        },
        requirementsTitle: 'Krav',
        requirements: [
          'En oppdatert versjon av WordPress og PHP',
          'Blokkredigereren eller den klassiske redigereren',
          'For PRO: lisensnøkkelen du får på e-post etter kjøpet',
        ],
      },
      faq: {
        title: 'Spørsmål og svar om tekst til tale',
        items: [
          {
            id: 'credits',
            question: 'Hva er en lydkreditt?',
            expanded: true,
            answer: `Kredittene måler hvor mye tekst som gjøres om til lyd. Gratisversjonen gir ${n(t.freeCreditsPerMonth)} kreditter i måneden, omtrent ${n(freeMinutes)} minutter lyd. PRO gir ${n(t.proCreditsPerMonth)}, omtrent ${n(t.proMinutesPerMonth)} minutter. Kredittene fylles på hver måned.`,
          },
          {
            id: 'languages',
            question: 'Hvilke språk støttes?',
            answer: `Utvidelsen har stemmer på ${n(t.languages)} språk, blant annet norsk bokmål, engelsk, svensk, dansk, tysk, fransk og spansk. Du kan velge stemme per språk.`,
          },
          {
            id: 'price',
            question: 'Hva koster PRO?',
            answer: `PRO koster ${pro}. Alle priser er oppgitt eksklusive mva. Det er ingen bindingstid, og du kan si opp når du vil.`,
          },
          {
            id: 'storage',
            question: 'Hvor lagres lydfilene?',
            answer:
              'I gratisversjonen lagres lydfilene i mediebiblioteket på nettstedet ditt. Med PRO lagres de i ekstern lagring, så de ikke tar plass eller båndbredde på serveren din.',
          },
          {
            id: 'refund',
            question: 'Kan jeg få pengene tilbake?',
            answer: [
              p(
                `Ja. Ber du om refusjon innen ${n(t.refundDays)} dager etter kjøpet, får du hele beløpet tilbake, uten spørsmål. Les `,
                refundLink,
                '.',
              ),
            ],
          },
          {
            id: 'privacy',
            question: 'Hva skjer med personopplysninger?',
            answer:
              'Bare teksten i innlegget sendes til talesyntesen. Utvidelsen sender ingen opplysninger om de besøkende, og spilleren setter ingen informasjonskapsler.',
          },
          {
            id: 'editor',
            question: 'Virker den med temaet og sidebyggeren min?',
            answer:
              'Spilleren bruker vanlige WordPress-blokker og en kortkode, og fungerer med de fleste temaer og sidebyggere. Passer den ikke inn, hjelper vi deg.',
          },
          {
            id: 'upgrade',
            question: 'Kan jeg oppgradere fra gratis til PRO senere?',
            answer:
              'Ja. Lim inn lisensnøkkelen i innstillingene, så får du PRO med en gang. Lyden du allerede har laget, beholder du.',
          },
        ],
      },
      videoMeta: {
        name: `Møt ${settings.brandName}`,
        description: `En kort introduksjon til ${settings.brandName}, digitalbyrået som lager tekst til tale-utvidelsen: folkene bak, tjenestene og tre kundeprosjekter. Med tale og teksting på norsk, og en egen film på engelsk.`,
      },
    }
  }
  return {
    hero: {
      eyebrow: 'WordPress plugin',
      title: 'Turn your posts into natural speech',
      subtitle: `Text to speech reads your posts aloud with natural voices in ${n(t.languages)} languages and adds an audio player to the top of every post.`,
      description:
        'Visitors can listen while they commute, cook or rest their eyes. Your content becomes accessible to more people, and you get audio without a studio or a voice artist.',
      ratingLabel: `${n(t.rating)} out of 5 stars`,
      reviews: `${n(t.reviewCount)} reviews in the WordPress plugin directory`,
      version: `Version ${t.version}`,
      languages: `${n(t.languages)} languages`,
      buttons: {
        free: 'Download for free',
        pro: `Buy PRO for ${formatPrice(proPrice(locale), locale)}`,
        demo: 'Hear the demo',
        directory: 'See the plugin in the WordPress directory',
      },
      note: `The free version gives ${n(t.freeCreditsPerMonth)} audio credits a month. PRO has no lock-in and a ${n(t.refundDays)}-day full refund.`,
    },
    video: {
      title: 'The people behind the plugin',
      intro: `The plugin is built and maintained by ${settings.brandName}, a digital agency in Oslo and Bergen. Watch the short intro video.`,
      points: [
        'Developed and tested on WordPress sites we host ourselves',
        'Support in English and Norwegian from the people who wrote the code',
        'Regular updates as WordPress and the voices improve',
      ],
    },
    features: {
      title: 'Everything you need for audio on your site',
      intro: 'Install, pick a voice and publish. The rest happens automatically.',
      items: [
        {
          id: 'voices',
          icon: 'globe',
          title: `Natural voices in ${n(t.languages)} languages`,
          description:
            'Pick a voice for each language, including English and Norwegian. Multilingual sites get the right voice per language.',
        },
        {
          id: 'automatic',
          icon: 'check',
          title: 'Audio for new posts, automatically',
          description:
            'When you publish or update a post, the audio is generated again. You can also create audio for older posts with one click.',
        },
        {
          id: 'player',
          icon: 'play',
          title: 'An accessible player',
          description:
            'The player works with a keyboard and screen readers, adapts to light and dark themes and has a playback speed setting.',
        },
        {
          id: 'quality',
          icon: 'star',
          title: `Clear sound at ${kbps}`,
          description:
            'Audio is stored in high quality, so the voice sounds as good on a phone speaker as in good headphones.',
        },
        {
          id: 'storage',
          icon: 'externalLink',
          title: 'External storage with PRO',
          description:
            'With PRO, audio files are stored outside your site. Your media library stays light and the audio puts no load on your server.',
        },
        {
          id: 'editor',
          icon: 'arrowRight',
          title: 'Works where you write',
          description:
            'The player is added automatically, or wherever you want it with a block in the block editor or a shortcode in the classic editor.',
        },
      ],
    },
    comparison: {
      title: 'Free or PRO?',
      intro: `Start free with ${n(t.freeCreditsPerMonth)} audio credits a month. If you need more, PRO gives ${n(t.proCreditsPerMonth)} credits, about ${n(t.proMinutesPerMonth)} minutes of audio.`,
      caption: 'Comparison of the free version and PRO',
      featureHeader: 'Feature',
      freeHeader: 'Free',
      proHeader: 'PRO',
      included: 'Included',
      notIncluded: 'Not included',
      rows: [
        { id: 'price', label: 'Price', free: text(formatPrice(freePrice(locale), locale)), pro: text(pro) },
        {
          id: 'credits',
          label: 'Audio credits per month',
          free: text(`${n(t.freeCreditsPerMonth)} (about ${n(freeMinutes)} min)`),
          pro: text(`${n(t.proCreditsPerMonth)} (about ${n(t.proMinutesPerMonth)} min)`),
        },
        { id: 'languages', label: 'Languages', free: text(n(t.languages)), pro: text(n(t.languages)) },
        { id: 'quality', label: 'Audio quality', free: text(kbps), pro: text(kbps) },
        { id: 'player', label: 'Accessible audio player', free: mark(true), pro: mark(true) },
        { id: 'storage', label: 'External storage of audio files', free: mark(false), pro: mark(true) },
        { id: 'support', label: 'Support', free: text('WordPress directory forum'), pro: text('E-mail and forum') },
        { id: 'refund', label: 'Full refund', free: mark(false), pro: text(`${n(t.refundDays)} days`) },
      ],
      plansTitle: 'Choose your version',
      plans: [
        {
          id: 'free',
          plan: 'Free',
          price: formatPriceAmount(freePrice(locale), locale),
          priceSuffix: formatPriceSuffix(freePrice(locale), locale),
          description: 'For blogs and smaller sites that want to try audio on their posts.',
          features: [
            [`${n(t.freeCreditsPerMonth)} audio credits a month`],
            [`${n(t.languages)} languages at ${kbps}`],
            ['Audio files in your own media library'],
          ],
          buttonText: 'Download for free',
          highlight: false,
          buttonLink: { to: 'pluginTts', hash: 'tts-download' },
        },
        {
          id: 'pro',
          plan: 'PRO',
          price: formatPriceAmount(proPrice(locale), locale),
          priceSuffix: formatPriceSuffix(proPrice(locale), locale),
          description: 'For sites that publish often and want audio on all their content.',
          features: [
            [`${n(t.proCreditsPerMonth)} audio credits a month (about ${n(t.proMinutesPerMonth)} min)`],
            ['External storage of audio files'],
            ['E-mail support'],
            [`${n(t.refundDays)}-day full refund`],
          ],
          buttonText: 'Buy PRO',
          highlight: true,
          buttonLink: shop,
          isExternalLink: true,
          track: 'pro',
        },
      ],
      refund: [
        `Changed your mind? Tell us within ${n(t.refundDays)} days and you get your money back. Read our `,
        refundLink,
        '.',
      ],
    },
    download: {
      title: 'Download and get started',
      intro: 'The plugin is ready in a few minutes. You do not need an API key to get started.',
      stepsTitle: 'How to install',
      steps: [
        [
          p(
            'Download the zip file, or search for the plugin under ',
            { type: 'strong', text: 'Plugins › Add New' },
            ' in WordPress.',
          ),
        ],
        [p('Upload and activate the plugin.')],
        [p('Choose language and voice under ', { type: 'strong', text: 'Settings › Text to Speech' }, '.')],
        [p('Publish or update a post. The audio is created and the player appears at the top of the post.')],
      ],
      buttons: {
        free: 'Download for free (zip)',
        pro: 'Buy PRO',
        demo: 'Hear the demo',
        directory: 'Open in the WordPress directory',
      },
      requirementsTitle: 'Requirements',
      requirements: [
        'An up-to-date version of WordPress and PHP',
        'The block editor or the classic editor',
        'For PRO: the licence key you receive by e-mail after purchase',
      ],
    },
    faq: {
      title: 'Questions and answers about text to speech',
      items: [
        {
          id: 'credits',
          question: 'What is an audio credit?',
          expanded: true,
          answer: `Credits measure how much text is turned into audio. The free version gives ${n(t.freeCreditsPerMonth)} credits a month, about ${n(freeMinutes)} minutes of audio. PRO gives ${n(t.proCreditsPerMonth)}, about ${n(t.proMinutesPerMonth)} minutes. Credits refill every month.`,
        },
        {
          id: 'languages',
          question: 'Which languages are supported?',
          answer: `The plugin has voices in ${n(t.languages)} languages, including English, Norwegian, Swedish, Danish, German, French and Spanish. You can choose a voice per language.`,
        },
        {
          id: 'price',
          question: 'What does PRO cost?',
          answer: `PRO costs ${pro}. All prices exclude VAT. There is no lock-in: you can cancel whenever you like.`,
        },
        {
          id: 'storage',
          question: 'Where are the audio files stored?',
          answer:
            'In the free version, audio files are stored in your site’s media library. With PRO they are kept in external storage, so they take no space or bandwidth on your server.',
        },
        {
          id: 'refund',
          question: 'Can I get my money back?',
          answer: [
            p(
              `Yes. Ask for a refund within ${n(t.refundDays)} days of purchase and you get the full amount back, no questions asked. Read our `,
              refundLink,
              '.',
            ),
          ],
        },
        {
          id: 'privacy',
          question: 'What happens to personal data?',
          answer:
            'Only the text of the post is sent to the speech synthesis service. The plugin sends no data about your visitors, and the player sets no cookies.',
        },
        {
          id: 'editor',
          question: 'Does it work with my theme and page builder?',
          answer:
            'The player uses standard WordPress blocks and a shortcode, and works with most themes and page builders. If it does not fit in, we will help you.',
        },
        {
          id: 'upgrade',
          question: 'Can I upgrade from free to PRO later?',
          answer:
            'Yes. Paste the licence key into the settings and PRO is active at once. You keep the audio you have already created.',
        },
      ],
    },
    videoMeta: {
      name: `Meet ${settings.brandName}`,
      description: `A short introduction to ${settings.brandName}, the digital agency that makes the text-to-speech plugin: the people, the services and three client projects. Narrated and captioned in English, with a film of its own in Norwegian.`,
    },
  }
}

export const ttsPage: Localized<TtsPageCopy> = { nb: copy('nb'), en: copy('en') }

/** The plugin's name as the listing and the shop show it. */
export const ttsProductName: Localized<string> = {
  nb: `${settings.brandName} Tekst til tale`,
  en: `${settings.brandName} Text to Speech`,
}

/** When the intro films were published, for their VideoObject (size and length: media-src/intro.ts). */
export const introVideoFacts = {
  uploadDate: '2026-11-26',
} as const
