/**
 * The accessibility statement (tilgjengelighetserklæring): the standard the site aims for, how it
 * is checked, what is known not to work yet and how to report a problem. What it says about the
 * checks is what the test suite does: axe-core on every built page in both themes
 * (tests/e2e/a11y.spec.ts), html-validate, image and link checks (tests/e2e/site-checks.spec.ts),
 * keyboard and role-based tests of the interactive parts (tests/e2e/*.spec.ts) and Lighthouse's
 * accessibility audit (scripts/quality/lighthouse.ts). Contact details come from settings.
 */
import { claims } from '../../facts/facts'
import type { Localized } from '../../site/locales'
import { phoneHref, settings } from '../../site/settings'
import { ui } from '../../strings/layout'
import { external, mail, p, page, strong, ul } from './blocks'
import type { LegalDocument } from './document'
import { formatLegalDate, legalDates } from './values'

const { agencyName, email, phone } = settings
const tel = (text: string) => ({ type: 'link' as const, href: phoneHref(phone), text })

export const accessibilityStatement: Localized<LegalDocument> = {
  nb: {
    updated: legalDates.updated.accessibility,
    summary: [
      p(
        `${agencyName} vil at alle skal kunne bruke nettstedet vårt, også med skjermleser, tastatur, forstørrelse eller talestyring. `,
        'Vi følger WCAG 2.2 på nivå AA og tester hver side automatisk i lyst og mørkt tema. Nettstedet er delvis i samsvar med standarden: noen mangler kjenner vi til, og de står listet under.',
      ),
      ul(
        'Alle sider testes med axe-core i både lyst og mørkt tema, og HTML-koden valideres.',
        'Menyen, dialogene, spørsmål og svar og lydspilleren testes med tastatur.',
        `Finner du noe som ikke virker, svarer vi innen ${claims.emailAnswerHours} timer.`,
      ),
    ],
    sections: [
      {
        id: 'standard',
        title: 'Standarden vi følger',
        body: [
          p(
            'Målet vårt er at nettstedet skal oppfylle suksesskriteriene i Web Content Accessibility Guidelines (WCAG) 2.2 på nivå A og AA, på norsk og på engelsk, i lyst og i mørkt tema. ',
            'Forskriften om universell utforming av IKT-løsninger viser til eldre versjoner av WCAG. Vi følger den nyeste, fordi den også stiller krav til blant annet størrelsen på klikkflater, synlig fokus og skjemaer som husker det du har skrevet.',
          ),
          p(
            'Erklæringen gjelder alle sidene på dette nettstedet, på norsk og engelsk. Den gjelder ikke nettsteder vi lenker til, som nettbutikken for PRO-utvidelsen og WordPress-katalogen.',
          ),
        ],
      },
      {
        id: 'status',
        title: 'Hvor langt vi har kommet',
        body: [
          p(
            'Nettstedet er etter vår vurdering delvis i samsvar med WCAG 2.2 nivå AA. De automatiske testene finner ingen brudd på noen side, men automatiske tester fanger ikke alt, og noen deler av nettstedet har mangler vi kjenner til. De står under «Kjente mangler».',
          ),
        ],
      },
      {
        id: 'testing',
        title: 'Slik tester vi',
        body: [
          p(
            'Testene kjører på nettstedet slik det bygges, med en ekte nettleser (Chromium). En feil i en av dem stopper testkjøringen:',
          ),
          ul(
            [
              strong('Automatisk kontroll av hver side: '),
              'axe-core sjekker alle sidene nettstedet bygger, på norsk og engelsk, i både lyst og mørkt tema, mot reglene for WCAG 2.0, 2.1 og 2.2 på nivå A og AA og mot axe sine anbefalte regler. Det dekker blant annet kontrast, alternativ tekst, navn på knapper og lenker, skjemaetiketter, overskrifter og landemerker.',
            ],
            [
              strong('Gyldig kode og bilder: '),
              'HTML-koden på hver side valideres med html-validate, som skjermlesere og andre hjelpemidler er avhengige av. Hvert bilde må ha bredde, høyde og alternativ tekst, ingen intern lenke eller ankerlenke kan være brutt, og en side kan ikke vise knapper eller menyer på feil språk.',
            ],
            [
              strong('Tastatur: '),
              `Ende-til-ende-testene åpner spørsmål og svar med Enter, spiller av og pauser lydspilleren med Tab, Enter og mellomrom, og lukker menyen, videovisningen og kontaktdialogen med Escape. De sjekker at fokus da kommer tilbake til knappen som åpnet dialogen, at samtykkebanneret får fokus når du åpner det igjen, og at lenken «${ui.nb.layout.skipToContent}» virker med tastaturet.`,
            ],
            [
              strong('Det skjermlesere leser: '),
              'Testene finner knapper, lenker, dialoger, overskrifter og regioner etter rolle og tilgjengelig navn, altså det en skjermleser sier høyt. Lydspilleren testes også på en skjerm som er 320 piksler bred.',
            ],
            [
              strong('Bevegelse: '),
              'Karusellen med kundeomtaler har en knapp for pause, og den står stille når du har slått av animasjoner i operativsystemet. Testene sjekker det.',
            ],
            [
              strong('Lighthouse: '),
              'Ti sider, på norsk og engelsk, må få full score i Lighthouse sin tilgjengelighetsrevisjon med mobilinnstillinger.',
            ],
          ),
        ],
      },
      {
        id: 'known-gaps',
        title: 'Kjente mangler',
        body: [
          ul(
            [
              strong('Ingen full test med skjermlesere: '),
              'Vi har ikke gått gjennom alle sidene med NVDA, JAWS, VoiceOver og TalkBack. Testene sjekker det skjermleserne leser, men ikke hvordan hver av dem leser det opp. En slik gjennomgang står først på listen vår.',
            ],
            [
              strong('Skjemaene med tastaturet alene: '),
              'Testene fyller ut og sender kontaktskjemaet, tilbudsdialogen og innloggingen, men ikke med tastaturet alene. Det skal vi legge til.',
            ],
            [
              strong('Introfilmen: '),
              'Filmen har tale og teksting på norsk og engelsk, men ingen synstolkning: portrettene og skjermbildene i den beskrives ikke. Det finnes ennå ingen tekstversjon ved siden av filmen.',
            ],
            [
              strong('Skjermbilder i kundecasene: '),
              'Skjermbildene av nettstedene vi har laget for kunder, er bilder av tekst. Den alternative teksten beskriver hva de viser, men den lille teksten i bildene kan ikke forstørres eller leses opp.',
            ],
            [
              strong('Stemmeassistenten: '),
              'Stemmeassistenten på kontaktsiden krever mikrofon og tale. Alt den kan hjelpe med, kan du også gjøre i kontaktskjemaet, på e-post eller på telefon.',
            ],
            [
              strong('Tjenester hos andre: '),
              'Nettbutikken for PRO-utvidelsen, WordPress-katalogen og Googles samtykkeløsning drives av andre. Vi har ikke testet dem og kan ikke rette feil der, men vi melder fra om det vi finner.',
            ],
          ),
        ],
      },
      {
        id: 'report',
        title: 'Meld fra om en mangel',
        body: [
          p(
            'Får du ikke brukt noe på nettstedet, eller er noe tungvint med hjelpemiddelet ditt, vil vi gjerne vite det. Skriv hvilken side det gjelder, hva du prøvde å gjøre og gjerne hvilken nettleser og hvilket hjelpemiddel du bruker.',
          ),
          ul(['E-post: ', mail(email)], ['Telefon: ', tel(phone)], ['Skjema: ', page('contact', 'kontaktsiden')]),
          p(
            `Vi svarer innen ${claims.emailAnswerHours} timer og forteller deg hva vi gjør og når. Trenger du innholdet på en side i en annen form mens vi retter feilen, sender vi det til deg.`,
          ),
        ],
      },
      {
        id: 'supervision',
        title: 'Tilsyn',
        body: [
          p(
            'Er du ikke fornøyd med svaret fra oss, kan du melde fra til Tilsynet for universell utforming av ikt, som er en del av Digitaliseringsdirektoratet: ',
            external('https://www.uutilsynet.no/', 'uutilsynet.no'),
            '.',
          ),
        ],
      },
      {
        id: 'about',
        title: 'Om erklæringen',
        body: [
          p(
            `Erklæringen ble sist oppdatert ${formatLegalDate(legalDates.updated.accessibility, 'nb')}. Den bygger på testene beskrevet over. Vi oppdaterer den når nettstedet eller testene endres, og når vi retter en av manglene.`,
          ),
        ],
      },
    ],
  },
  en: {
    updated: legalDates.updated.accessibility,
    summary: [
      p(
        `${agencyName} wants everyone to be able to use our site, including with a screen reader, a keyboard, magnification or voice control. `,
        'We follow WCAG 2.2 at level AA and test every page automatically in the light and the dark theme. The site partially conforms to the standard: there are gaps we know of, and they are listed below.',
      ),
      ul(
        'Every page is tested with axe-core in both the light and the dark theme, and its HTML is validated.',
        'The menu, the dialogs, the questions and answers and the audio player are tested with the keyboard.',
        `If you find something that does not work, we answer within ${claims.emailAnswerHours} hours.`,
      ),
    ],
    sections: [
      {
        id: 'standard',
        title: 'The standard we follow',
        body: [
          p(
            'Our goal is for the site to meet the success criteria of the Web Content Accessibility Guidelines (WCAG) 2.2 at levels A and AA, in Norwegian and in English, in the light and the dark theme. ',
            'The Norwegian regulation on universal design of ICT refers to earlier versions of WCAG. We follow the latest, because it also sets requirements for target sizes, visible focus and forms that remember what you have typed, among other things.',
          ),
          p(
            'This statement covers every page of this site, in Norwegian and English. It does not cover sites we link to, such as the shop for the PRO plugin and the WordPress plugin directory.',
          ),
        ],
      },
      {
        id: 'status',
        title: 'Where we stand',
        body: [
          p(
            'In our assessment the site partially conforms to WCAG 2.2 level AA. The automated tests find no violations on any page, but automated tests do not catch everything, and some parts of the site have gaps we know of. They are listed under “Known gaps”.',
          ),
        ],
      },
      {
        id: 'testing',
        title: 'How we test',
        body: [
          p(
            'The tests run against the site as it is built, in a real browser (Chromium). A failure in any of them fails the test run:',
          ),
          ul(
            [
              strong('Automated checks of every page: '),
              'axe-core checks every page the site builds, in Norwegian and English, in both the light and the dark theme, against the rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA and against axe’s best-practice rules. That covers contrast, alternative text, names of buttons and links, form labels, headings and landmarks, among other things.',
            ],
            [
              strong('Valid code and images: '),
              'The HTML of every page is validated with html-validate, which screen readers and other assistive technology depend on. Every image must have a width, a height and alternative text, no internal link or anchor may be broken, and no page may show buttons or menus in the wrong language.',
            ],
            [
              strong('Keyboard: '),
              `The end-to-end tests open the questions and answers with Enter, play and pause the audio player with Tab, Enter and Space, and close the menu, the video viewer and the contact dialog with Escape. They check that focus then returns to the button that opened the dialog, that the consent banner takes focus when you open it again, and that the “${ui.en.layout.skipToContent}” link works from the keyboard.`,
            ],
            [
              strong('What screen readers read: '),
              'The tests find buttons, links, dialogs, headings and regions by their role and accessible name, which is what a screen reader says aloud. The audio player is also tested on a screen 320 pixels wide.',
            ],
            [
              strong('Motion: '),
              'The carousel of customer reviews has a pause button, and it stands still when you have turned off animations in your operating system. The tests check this.',
            ],
            [
              strong('Lighthouse: '),
              'Ten pages, in Norwegian and English, must get a full score in Lighthouse’s accessibility audit with mobile settings.',
            ],
          ),
        ],
      },
      {
        id: 'known-gaps',
        title: 'Known gaps',
        body: [
          ul(
            [
              strong('No full test with screen readers: '),
              'We have not gone through every page with NVDA, JAWS, VoiceOver and TalkBack. The tests check what screen readers read, but not how each of them reads it aloud. Such a review is first on our list.',
            ],
            [
              strong('The forms with the keyboard alone: '),
              'The tests fill in and send the contact form, the quote dialog and the sign-in, but not with the keyboard alone. We will add that.',
            ],
            [
              strong('The intro film: '),
              'The film has narration and captions in Norwegian and English, but no audio description: the portraits and screenshots in it are not described. There is no text version beside the film yet.',
            ],
            [
              strong('Screenshots in the case studies: '),
              'The screenshots of the websites we made for clients are images of text. Their alternative text describes what they show, but the small text in them cannot be enlarged or read aloud.',
            ],
            [
              strong('The voice assistant: '),
              'The voice assistant on the contact page needs a microphone and speech. Everything it can help with, you can also do in the contact form, by e-mail or by phone.',
            ],
            [
              strong('Services run by others: '),
              'The shop for the PRO plugin, the WordPress plugin directory and Google’s consent tools are run by others. We have not tested them and cannot fix problems there, but we report what we find.',
            ],
          ),
        ],
      },
      {
        id: 'report',
        title: 'Report a problem',
        body: [
          p(
            'If you cannot use something on the site, or it is awkward with your assistive technology, we want to know. Tell us which page it is, what you were trying to do and, if you like, which browser and assistive technology you use.',
          ),
          ul(['E-mail: ', mail(email)], ['Phone: ', tel(phone)], ['Form: ', page('contact', 'the contact page')]),
          p(
            `We answer within ${claims.emailAnswerHours} hours and tell you what we will do and when. If you need the content of a page in another form while we fix it, we will send it to you.`,
          ),
        ],
      },
      {
        id: 'supervision',
        title: 'Supervision',
        body: [
          p(
            'If you are not satisfied with our answer, you can report it to the Norwegian Authority for Universal Design of ICT, part of the Norwegian Digitalisation Agency: ',
            external('https://www.uutilsynet.no/', 'uutilsynet.no'),
            '.',
          ),
        ],
      },
      {
        id: 'about',
        title: 'About this statement',
        body: [
          p(
            `This statement was last updated on ${formatLegalDate(legalDates.updated.accessibility, 'en')}. It is based on the tests described above. We update it when the site or the tests change, and when we fix one of the gaps.`,
          ),
        ],
      },
    ],
  },
}
