/**
 * Privacy policy for what this site does: the contact form and dialog, the customer portal login,
 * the consent banner with Google Ads only after consent, local storage of the theme, server logs.
 * Controller, organisation number, business address and contact details come from settings; periods and sign-in
 * limits from ./values.
 */
import { hosting } from '../../facts/facts'
import type { Localized } from '../../site/locales'
import { formatOrgNumber } from '../../site/org-number'
import { headOffice, settings } from '../../site/settings'
import { ui } from '../../strings/layout'
import { consentUi } from '../../strings/consent'
import { widgetUi } from '../../strings/widgets'
import { external, mail, p, page, strong, ul } from './blocks'
import type { LegalDocument } from './document'
import { formatLegalDate, legalDates, retention as r } from './values'

const { agencyName, email, phone } = settings
const orgNumber = formatOrgNumber(settings.orgNumber)
/** The controller's postal address is the head office; the other offices are named by city. */
const head = headOffice()
const headAddress = `${head.streetAddress}, ${head.postalCode} ${head.city}`
const otherCities = settings.offices.filter((office) => !office.head).map((office) => office.city)
/** Labels of the buttons and links the policy names, as the site shows them. */
const label = (locale: 'nb' | 'en') => ({
  quote: ui[locale].header.getQuote,
  remember: widgetUi[locale].login.remember,
  accept: consentUi[locale].accept,
  settings: consentUi[locale].settings,
})
const nb = label('nb')
const en = label('en')

export const privacyPolicy: Localized<LegalDocument> = {
  nb: {
    updated: legalDates.updated.privacy,
    summary: [
      p(
        `${agencyName} samler bare inn det vi trenger for å svare deg, levere tjenestene våre og holde nettstedet trygt. `,
        'Vi selger ikke personopplysninger, og annonsemåling fra Google Ads slås bare på hvis du sier ja i samtykkebanneret.',
      ),
      ul(
        `Skriver du til oss, lagrer vi navn, e-post, emne og melding for å svare deg, og sletter henvendelsen ${r.enquiryMonths} måneder etter siste kontakt hvis den ikke fører til en avtale.`,
        `IP-adressen din brukes til å stoppe misbruk av skjemaet og slettes etter ${r.technicalDataDays} dager.`,
        'Kundeportalen bruker én nødvendig informasjonskapsel for innlogging. Passordet ditt lagres bare som en hash.',
        'Du kan når som helst be om innsyn, retting eller sletting, og du kan klage til Datatilsynet.',
      ),
    ],
    sections: [
      {
        id: 'controller',
        title: 'Hvem som er ansvarlig',
        body: [
          p(
            `${agencyName} (organisasjonsnummer ${orgNumber}) er behandlingsansvarlig for personopplysningene som behandles på dette nettstedet. `,
            `Forretningsadressen vår er ${headAddress}, og vi har også kontor i ${otherCities.join(' og ')}. Spørsmål om personvern sender du til `,
            mail(email),
            `, eller du kan ringe oss på ${phone}. Vi svarer på alle henvendelser om personvern, og senest innen én måned slik personvernforordningen krever.`,
          ),
          p(
            'Erklæringen bygger på personopplysningsloven, som gjør EUs personvernforordning (GDPR) til norsk lov, og på ekomloven § 3-15 om lagring av og tilgang til informasjon på brukerens utstyr (informasjonskapsler).',
          ),
        ],
      },
      {
        id: 'contact-form',
        title: 'Kontaktskjema og tilbudsdialog',
        body: [
          p(
            'Når du sender en melding fra ',
            page('contact', 'kontaktsiden'),
            ` eller fra dialogen «${nb.quote}», lagrer vi det du har skrevet inn:`,
          ),
          ul(
            'Kontaktsiden: navn, e-postadresse, emne (valgfritt) og melding.',
            'Tilbudsdialogen: fornavn, etternavn, e-postadresse, telefonnummer, firma og melding.',
            'Språket siden var på, og tidspunktet meldingen kom inn.',
            'IP-adressen og nettlesertypen (user agent) meldingen ble sendt fra.',
          ),
          p(
            strong('Formål og grunnlag: '),
            'Vi bruker opplysningene til å svare deg og eventuelt gi deg et tilbud. Grunnlaget er personvernforordningen artikkel 6 nr. 1 bokstav b (tiltak før en avtale, på din forespørsel) når du ber om tilbud, og artikkel 6 nr. 1 bokstav f (berettiget interesse i å svare på henvendelser) ellers.',
          ),
          p(
            strong('Beskyttelse mot misbruk: '),
            'For å stoppe automatiserte utsendelser teller serveren hvor mange meldinger som kommer fra samme IP-adresse i løpet av kort tid, og avviser meldinger over grensen. ',
            `Tellerne slettes senest etter ${r.rateLimitHours} timer. Skjemaet har også et skjult felt som bare roboter fyller ut; meldinger som havner i denne fellen, sendes ikke videre og slettes etter ${r.technicalDataDays} dager. `,
            'Grunnlaget er vår berettigede interesse i å holde tjenesten trygg (artikkel 6 nr. 1 bokstav f).',
          ),
          p(
            strong('Lagringstid: '),
            `IP-adresse og nettlesertype fjernes fra meldingen etter ${r.technicalDataDays} dager. Fører henvendelsen ikke til en avtale, sletter vi den ${r.enquiryMonths} måneder etter siste kontakt. Blir du kunde, tar vi vare på korrespondansen så lenge avtalen varer, og det som er regnskapsmateriale, i ${r.accountingYears} år etter utløpet av regnskapsåret slik bokføringsloven krever.`,
          ),
          p(
            'Når en melding kommer inn, sender nettstedet en e-post til innboksen vår. Kopien i utsendingskøen slettes etter ',
            `${r.mailQueueDays} dager.`,
          ),
        ],
      },
      {
        id: 'customer-portal',
        title: 'Innlogging i kundeportalen',
        body: [
          p(
            'Kundeportalen er for kunder med en avtale hos oss. Kontoen opprettes av oss når avtalen starter, og inneholder navn, e-postadresse og passordet ditt, lagret som en hash (argon2id). Vi kan ikke lese passordet.',
          ),
          ul(
            `Når du logger inn, setter vi en informasjonskapsel for økten. Den inneholder et tilfeldig token; i databasen lagrer vi bare en hash av tokenet. Uten «${nb.remember}» varer økten i ${r.sessionHours} timer og forsvinner når du lukker nettleseren. Med «${nb.remember}» varer den i ${r.rememberDays} dager.`,
            `For å stoppe gjetting av passord teller vi hvert innloggingsforsøk før passordet sjekkes. Fra én IP-adresse kan én konto forsøkes ${r.loginAttemptsPerPair} ganger i løpet av ${r.loginWindowMinutes} minutter; deretter må akkurat den kombinasjonen av konto og adresse vente til perioden er over. Én IP-adresse kan gjøre ${r.loginAttemptsPerAddress} forsøk i løpet av ${r.loginWindowMinutes} minutter, uansett konto. Deretter får hver konto ett forsøk derfra, slik at den som deler adresse med andre (på mobilnettet eller på et kontor), ikke stenges ute av andres feil; etter ${r.loginAttemptsPerAddressCeiling} forsøk fra adressen tas ingen flere imot før perioden er over. Gjettes det på én konto fra mange adresser, blir ventetiden mellom forsøkene gradvis lengre, opptil ${r.loginMaxDelayMinutes} minutter, men kontoen stenges aldri: du kan alltid logge inn fra din egen adresse. En vellykket innlogging eller et nytt passord nullstiller tellerne for kontoen. Tellerne inneholder ikke passord og slettes når de ikke lenger trengs.`,
            `Ber du om nytt passord, sender vi en lenke til e-postadressen på kontoen. Lenken virker i ${r.resetLinkMinutes} minutter og kan brukes én gang.`,
          ),
          p(
            strong('Formål og grunnlag: '),
            'Innloggingen trengs for å oppfylle avtalen med deg (artikkel 6 nr. 1 bokstav b). Økt-informasjonskapselen er strengt nødvendig for tjenesten du selv ber om, og krever derfor ikke samtykke etter ekomloven § 3-15.',
          ),
          p(
            strong('Lagringstid: '),
            `Kontoen slettes ${r.accountAfterAgreementMonths} måneder etter at avtalen er avsluttet. Utløpte økter og brukte eller utløpte lenker for nytt passord slettes fortløpende.`,
          ),
        ],
      },
      {
        id: 'cookies',
        title: 'Informasjonskapsler og samtykke',
        body: [
          p(
            `Siden ${formatLegalDate(legalDates.cookieConsentInForce, 'nb')} har ekomloven § 3-15 krevd at du aktivt samtykker før et nettsted lagrer eller leser informasjon på enheten din, med mindre det er strengt nødvendig for tjenesten du ber om. Slik gjør vi det:`,
          ),
          ul(
            [
              strong('Nødvendig, uten samtykke: '),
              'økt-informasjonskapselen i kundeportalen (se over), valget ditt i samtykkebanneret, og valget mellom lyst og mørkt tema, som lagres i nettleserens lokale lagring (localStorage) bare når du selv trykker på knappen.',
            ],
            [
              strong('Annonsemåling, bare med samtykke: '),
              `Google Ads-taggen lastes ikke før du har trykket «${nb.accept}». Vi bruker Googles Consent Mode v2 med alt avslått som utgangspunkt. Med samtykke setter Google informasjonskapsler som måler om et klikk på en annonse førte til en handling her, for eksempel nedlasting av utvidelsen vår eller kjøp av PRO. Google oppgir en levetid på opptil ${r.googleAdsCookieDays} dager for disse.`,
            ],
          ),
          p(
            `Valget ditt lagres bare i nettleseren din (localStorage), ikke hos oss, og gjelder til du endrer det eller sletter nettleserdataene. Du kan endre eller trekke tilbake samtykket når som helst med lenken «${nb.settings}» nederst på hver side. Trekker du det tilbake, lastes ikke taggen lenger, og vi ber Google om ikke å bruke lagrede opplysninger.`,
          ),
          p(
            strong('Grunnlag: '),
            'samtykke (artikkel 6 nr. 1 bokstav a og ekomloven § 3-15). Google Ireland Limited og Google LLC behandler opplysningene også for egne formål; les mer i ',
            external('https://policies.google.com/privacy?hl=no', 'Googles personvernerklæring'),
            '.',
          ),
        ],
      },
      {
        id: 'server-logs',
        title: 'Serverlogger og sikkerhet',
        body: [
          p(
            `Som alle nettsteder registrerer serveren tekniske opplysninger når sider hentes: IP-adresse, tidspunkt, adressen som ble hentet, svarkode og nettlesertype. Loggene brukes bare til drift, feilsøking og til å oppdage angrep, og slettes etter ${r.serverLogDays} dager. Grunnlaget er berettiget interesse i et sikkert og stabilt nettsted (artikkel 6 nr. 1 bokstav f).`,
          ),
          p(
            'Nettstedet bruker ikke analyseverktøy, sporingspiksler eller innebygd innhold fra sosiale medier. Introvideoen og lydfilene lastes fra vår egen server.',
          ),
        ],
      },
      {
        id: 'plugin',
        title: 'Kjøp av PRO-utvidelsen',
        body: [
          p(
            'PRO-versjonen av tekst til tale-utvidelsen kjøpes i en ekstern nettbutikk. Butikken tar imot betalingen; vi får ikke kortopplysningene dine. Fra butikken får vi navn, e-postadresse, ordrenummer og lisensnøkkel, som vi bruker til å levere lisensen, gi support og behandle ',
            page('pluginRefund', 'refusjoner'),
            `. Grunnlaget er avtalen (artikkel 6 nr. 1 bokstav b) og bokføringsloven, som krever at kjøpsbilag oppbevares i ${r.accountingYears} år.`,
          ),
        ],
      },
      {
        id: 'processors',
        title: 'Hvem som behandler opplysningene for oss',
        body: [
          p('Vi deler ikke personopplysninger med andre enn disse, og bare det de trenger for oppgaven sin:'),
          ul(
            `Drift: nettstedet, databasen og e-postkøen kjører på servere i ${hosting.serversIn} som vi drifter selv. Datasenteret har fysisk tilgang til maskinvaren, men ikke til dataene, og har en databehandleravtale med oss.`,
            'E-postutsending: svar, kvitteringer og lenker for nytt passord sendes gjennom en e-postleverandør med servere i EØS, under databehandleravtale.',
            'Google (bare med samtykke): se avsnittet om informasjonskapsler. Google kan overføre opplysninger til USA; overføringen bygger på rammeverket for personvern mellom EU og USA, som også gjelder i Norge gjennom EØS, og på EUs standard personvernbestemmelser.',
          ),
          p('Vi utleverer opplysninger til offentlige myndigheter bare når loven pålegger oss det.'),
        ],
      },
      {
        id: 'rights',
        title: 'Rettighetene dine',
        body: [
          p('Personvernforordningen gir deg rett til å:'),
          ul(
            'få innsyn i hvilke opplysninger vi har om deg, og en kopi av dem',
            'få rettet feil eller ufullstendige opplysninger',
            'få opplysningene slettet når vi ikke lenger trenger dem eller du trekker tilbake samtykket',
            'begrense behandlingen mens en innsigelse eller retting vurderes',
            'protestere mot behandling som bygger på berettiget interesse',
            'få utlevert opplysninger du har gitt oss, i et maskinlesbart format (dataportabilitet)',
            'trekke tilbake samtykke når som helst, uten at det påvirker behandlingen før tilbaketrekkingen',
          ),
          p(
            'Send en e-post til ',
            mail(email),
            '. Vi kan be deg bekrefte identiteten din før vi gir ut opplysninger, og svarer senest innen én måned.',
          ),
        ],
      },
      {
        id: 'complaints',
        title: 'Klage til Datatilsynet',
        body: [
          p(
            'Mener du at vi behandler personopplysninger i strid med regelverket, vil vi gjerne høre fra deg først, så vi kan rette opp feilen. Du har også rett til å klage til Datatilsynet, som er tilsynsmyndigheten i Norge: ',
            external('https://www.datatilsynet.no/', 'datatilsynet.no'),
            '.',
          ),
        ],
      },
      {
        id: 'security',
        title: 'Sikkerhet',
        body: [
          p(
            'All trafikk til nettstedet går kryptert over HTTPS. Passord og økt-tokener lagres bare som hasher, tilgangen til databasen er begrenset til de ansatte som trenger den, og vi tar daglig sikkerhetskopi som krypteres og lagres i Norge.',
          ),
        ],
      },
      {
        id: 'changes',
        title: 'Endringer i erklæringen',
        body: [
          p(
            'Vi oppdaterer erklæringen når nettstedet eller regelverket endrer seg. Datoen øverst viser når teksten sist ble endret. Ved vesentlige endringer som berører kunder i kundeportalen, varsler vi på e-post.',
          ),
        ],
      },
    ],
  },
  en: {
    updated: legalDates.updated.privacy,
    summary: [
      p(
        `${agencyName} collects only what we need to answer you, deliver our services and keep the site secure. `,
        'We never sell personal data, and Google Ads measurement is switched on only if you say yes in the consent banner.',
      ),
      ul(
        `When you write to us, we store your name, e-mail, subject and message to answer you, and delete the enquiry ${r.enquiryMonths} months after the last contact if it does not lead to an agreement.`,
        `Your IP address is used to stop abuse of the form and is deleted after ${r.technicalDataDays} days.`,
        'The customer portal uses one necessary cookie for sign-in. Your password is stored only as a hash.',
        'You can ask for access, correction or deletion at any time, and you can complain to Datatilsynet, the Norwegian Data Protection Authority.',
      ),
    ],
    sections: [
      {
        id: 'controller',
        title: 'Who is responsible',
        body: [
          p(
            `${agencyName} (organisation number ${orgNumber}) is the controller of the personal data processed on this site. `,
            `Our business address is ${headAddress}, Norway, and we also have an office in ${otherCities.join(' and ')}. Send questions about privacy to `,
            mail(email),
            `, or call us on ${phone}. We answer every privacy request, at the latest within one month as the GDPR requires.`,
          ),
          p(
            'This policy is based on the Norwegian Personal Data Act (personopplysningsloven), which makes the EU General Data Protection Regulation (GDPR) Norwegian law, and on section 3-15 of the Electronic Communications Act (ekomloven) on storing and reading information on the user’s device (cookies).',
          ),
        ],
      },
      {
        id: 'contact-form',
        title: 'Contact form and quote dialog',
        body: [
          p(
            'When you send a message from the ',
            page('contact', 'contact page'),
            ` or from the “${en.quote}” dialog, we store what you entered:`,
          ),
          ul(
            'Contact page: name, e-mail address, subject (optional) and message.',
            'Quote dialog: first name, last name, e-mail address, phone number, company and message.',
            'The language of the page and the time the message arrived.',
            'The IP address and browser type (user agent) the message was sent from.',
          ),
          p(
            strong('Purpose and legal basis: '),
            'We use the data to answer you and, if you ask, to give you a quote. The legal basis is GDPR Article 6(1)(b) (steps taken at your request before entering into a contract) when you ask for a quote, and Article 6(1)(f) (our legitimate interest in answering enquiries) otherwise.',
          ),
          p(
            strong('Protection against abuse: '),
            'To stop automated submissions, the server counts how many messages arrive from one IP address within a short time and refuses messages above the limit. ',
            `The counters are deleted within ${r.rateLimitHours} hours. The form also has a hidden field that only robots fill in; messages caught in this trap are never forwarded and are deleted after ${r.technicalDataDays} days. `,
            'The legal basis is our legitimate interest in keeping the service secure (Article 6(1)(f)).',
          ),
          p(
            strong('Retention: '),
            `The IP address and browser type are removed from the message after ${r.technicalDataDays} days. If the enquiry does not lead to an agreement, we delete it ${r.enquiryMonths} months after the last contact. If you become a customer, we keep the correspondence for as long as the agreement lasts, and accounting records for ${r.accountingYears} years after the end of the financial year, as the Norwegian Bookkeeping Act (bokføringsloven) requires.`,
          ),
          p(
            'When a message arrives, the site sends an e-mail to our inbox. The copy in the sending queue is deleted after ',
            `${r.mailQueueDays} days.`,
          ),
        ],
      },
      {
        id: 'customer-portal',
        title: 'Signing in to the customer portal',
        body: [
          p(
            'The customer portal is for customers with an agreement with us. We create the account when the agreement starts. It holds your name, e-mail address and your password, stored as a hash (argon2id). We cannot read your password.',
          ),
          ul(
            `When you sign in, we set a session cookie. It holds a random token; our database stores only a hash of that token. Without “${en.remember}” the session lasts ${r.sessionHours} hours and ends when you close the browser. With “${en.remember}” it lasts ${r.rememberDays} days.`,
            `To stop password guessing, we count every sign-in attempt before the password is checked. From one IP address, one account can be tried ${r.loginAttemptsPerPair} times within ${r.loginWindowMinutes} minutes; after that, only that pair of account and address waits until the period is over. One IP address can make ${r.loginAttemptsPerAddress} attempts within ${r.loginWindowMinutes} minutes, whatever the account. After that, each account gets one try from there, so that someone who shares an address with others (on a mobile network or in an office) is not shut out by other people's mistakes; after ${r.loginAttemptsPerAddressCeiling} attempts from the address, no more are taken until the period is over. If one account is guessed at from many addresses, the wait between attempts grows step by step, up to ${r.loginMaxDelayMinutes} minutes, but the account is never locked: you can always sign in from your own address. A successful sign-in or a new password resets the account's counters. The counters hold no passwords and are deleted when they are no longer needed.`,
            `If you ask for a new password, we send a link to the account’s e-mail address. The link works for ${r.resetLinkMinutes} minutes and only once.`,
          ),
          p(
            strong('Purpose and legal basis: '),
            'Sign-in is needed to perform our agreement with you (Article 6(1)(b)). The session cookie is strictly necessary for a service you ask for, so it needs no consent under section 3-15 of the Electronic Communications Act.',
          ),
          p(
            strong('Retention: '),
            `The account is deleted ${r.accountAfterAgreementMonths} months after the agreement ends. Expired sessions and used or expired password links are deleted continuously.`,
          ),
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies and consent',
        body: [
          p(
            `Since ${formatLegalDate(legalDates.cookieConsentInForce, 'en')}, section 3-15 of the Electronic Communications Act has required your active consent before a site stores or reads information on your device, unless it is strictly necessary for a service you ask for. This is how we do it:`,
          ),
          ul(
            [
              strong('Necessary, without consent: '),
              'the customer portal session cookie (see above), your choice in the consent banner, and your choice of light or dark theme, stored in the browser’s local storage (localStorage) only when you press the button yourself.',
            ],
            [
              strong('Ad measurement, only with consent: '),
              `The Google Ads tag is not loaded until you press “${en.accept}”. We use Google Consent Mode v2 with everything denied by default. With your consent, Google sets cookies that measure whether a click on an ad led to an action here, such as downloading our plugin or buying PRO. Google states a lifetime of up to ${r.googleAdsCookieDays} days for these.`,
            ],
          ),
          p(
            `Your choice is stored only in your browser (localStorage), not by us, and holds until you change it or clear your browser data. You can change or withdraw your consent at any time with the “${en.settings}” link at the bottom of every page. If you withdraw it, the tag is no longer loaded, and we ask Google not to use stored data.`,
          ),
          p(
            strong('Legal basis: '),
            'consent (Article 6(1)(a) and section 3-15 of the Electronic Communications Act). Google Ireland Limited and Google LLC also process the data for their own purposes; read more in ',
            external('https://policies.google.com/privacy?hl=en', 'Google’s privacy policy'),
            '.',
          ),
        ],
      },
      {
        id: 'server-logs',
        title: 'Server logs and security',
        body: [
          p(
            `Like every website, our server records technical data when pages are requested: IP address, time, the address requested, response code and browser type. The logs are used only for operations, troubleshooting and detecting attacks, and are deleted after ${r.serverLogDays} days. The legal basis is our legitimate interest in a secure and stable site (Article 6(1)(f)).`,
          ),
          p(
            'The site uses no analytics tools, tracking pixels or embedded social media content. The intro video and audio files are served from our own server.',
          ),
        ],
      },
      {
        id: 'plugin',
        title: 'Buying the PRO plugin',
        body: [
          p(
            'The PRO version of the text-to-speech plugin is bought in an external online shop. The shop takes the payment; we never receive your card details. From the shop we receive your name, e-mail address, order number and licence key, which we use to deliver the licence, give support and handle ',
            page('pluginRefund', 'refunds'),
            `. The legal basis is the contract (Article 6(1)(b)) and the Bookkeeping Act, which requires purchase records to be kept for ${r.accountingYears} years.`,
          ),
        ],
      },
      {
        id: 'processors',
        title: 'Who processes data on our behalf',
        body: [
          p('We share personal data with no one but these, and only what they need for their task:'),
          ul(
            `Hosting: the site, the database and the mail queue run on servers in ${hosting.serversIn} that we operate ourselves. The data centre has physical access to the hardware but not to the data, and has a data processing agreement with us.`,
            'E-mail delivery: answers, receipts and password links are sent through an e-mail provider with servers in the EEA, under a data processing agreement.',
            'Google (only with consent): see the section on cookies. Google may transfer data to the United States; the transfer relies on the EU-U.S. Data Privacy Framework, which also applies in Norway through the EEA, and on the EU standard contractual clauses.',
          ),
          p('We disclose data to public authorities only when the law requires it.'),
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        body: [
          p('The GDPR gives you the right to:'),
          ul(
            'see which data we hold about you, and get a copy',
            'have wrong or incomplete data corrected',
            'have the data deleted when we no longer need it or you withdraw your consent',
            'restrict processing while an objection or correction is being assessed',
            'object to processing based on legitimate interest',
            'receive data you have given us in a machine-readable format (data portability)',
            'withdraw consent at any time, without affecting processing before the withdrawal',
          ),
          p(
            'Send an e-mail to ',
            mail(email),
            '. We may ask you to confirm your identity before we hand out data, and we answer within one month at the latest.',
          ),
        ],
      },
      {
        id: 'complaints',
        title: 'Complaints to Datatilsynet',
        body: [
          p(
            'If you believe we process personal data in breach of the rules, we would like to hear from you first so that we can put it right. You also have the right to complain to Datatilsynet, the Norwegian Data Protection Authority: ',
            external('https://www.datatilsynet.no/en/', 'datatilsynet.no'),
            '.',
          ),
        ],
      },
      {
        id: 'security',
        title: 'Security',
        body: [
          p(
            'All traffic to the site is encrypted over HTTPS. Passwords and session tokens are stored only as hashes, access to the database is limited to the staff who need it, and we take daily backups that are encrypted and stored in Norway.',
          ),
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this policy',
        body: [
          p(
            'We update this policy when the site or the rules change. The date at the top shows when the text last changed. If a significant change affects customers in the customer portal, we tell them by e-mail.',
          ),
        ],
      },
    ],
  },
}
