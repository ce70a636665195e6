/**
 * Terms and conditions for using the site and buying services from the agency.
 * Names and contact details come from settings; the numbers from ./values and ../facts.
 */
import { claims } from '../../facts/facts'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import { external, mail, p, page, ul } from './blocks'
import type { LegalDocument } from './document'
import { legalDates, termsValues as t } from './values'

const { agencyName, brandName, email, phone } = settings

export const termsAndConditions: Localized<LegalDocument> = {
  nb: {
    updated: legalDates.updated.terms,
    summary: [
      p(
        `Vilkårene gjelder når du bruker nettstedet og når du kjøper tjenester fra ${agencyName}. Det som står i et skriftlig tilbud eller en avtale med deg, går foran disse vilkårene.`,
      ),
      ul(
        'Alle priser er oppgitt eksklusive merverdiavgift.',
        'Løpende tjenester har ingen bindingstid og kan sies opp til utgangen av måneden.',
        'Du eier det vi lager for deg når det er betalt.',
        'Vi lover å gjøre jobben skikkelig, men ingen kan garantere en bestemt plassering i Google eller et bestemt antall henvendelser.',
      ),
    ],
    sections: [
      {
        id: 'about',
        title: 'Om vilkårene',
        body: [
          p(
            `Nettstedet drives av ${agencyName}. Vilkårene gjelder for alle som bruker nettstedet, og for avtaler om webdesign, nettbutikk, SEO og AEO, annonsering i Google Ads og på LinkedIn, driftsavtaler og utvikling av apper og webløsninger. Kjøp av PRO-versjonen av WordPress-utvidelsen vår har egne regler for `,
            page('pluginRefund', 'angrerett og refusjon'),
            '.',
          ),
          p(
            'Er du forbruker, gir forbrukerlovgivningen deg rettigheter som disse vilkårene aldri begrenser. De fleste kundene våre er bedrifter, og der ikke annet står, er vilkårene skrevet for avtaler mellom næringsdrivende.',
          ),
        ],
      },
      {
        id: 'website',
        title: 'Bruk av nettstedet',
        body: [
          p(
            'Innholdet på nettstedet er gratis å lese og dele med lenke til kilden. Tekster, illustrasjoner, video og kode tilhører oss eller dem vi har fått lisens fra, og kan ikke kopieres eller gjenbrukes kommersielt uten skriftlig tillatelse.',
          ),
          p(
            'Rådene på nettstedet og i bloggen er generelle og erstatter ikke en vurdering av din konkrete situasjon. Priser og tall på nettstedet kan endres; prisen i tilbudet du får, er den som gjelder.',
          ),
          p(
            'Du må ikke prøve å skaffe deg uautorisert tilgang til nettstedet, kundeportalen eller serverne våre, sende automatiserte meldinger gjennom skjemaene eller bruke nettstedet på en måte som skader andre.',
          ),
        ],
      },
      {
        id: 'agreement',
        title: 'Tilbud og avtale',
        body: [
          p(
            'En henvendelse gjennom skjemaet eller en gratis rådgivningssamtale forplikter deg ikke til noe. En avtale er inngått når du har godtatt et skriftlig tilbud fra oss, for eksempel på e-post. Tilbudet beskriver leveransen, prisen, tidsplanen og hva vi trenger fra deg, og gjelder i perioden som står i tilbudet.',
          ),
          p(
            'Ønsker du endringer underveis som går utover tilbudet, avtaler vi dem skriftlig med pris og konsekvens for tidsplanen før vi gjør arbeidet.',
          ),
        ],
      },
      {
        id: 'prices',
        title: 'Priser og betaling',
        body: [
          ul(
            'Alle priser på nettstedet og i tilbud er oppgitt eksklusive merverdiavgift, med mindre noe annet står.',
            'Du kan betale med kort (VISA eller Mastercard) eller mot faktura. Fakturaen har forfallsdatoen som står på den.',
            'Løpende tjenester faktureres forskuddsvis per måned, eller for perioden du har valgt i driftsavtalen. Oppstartsgebyrer faktureres når arbeidet starter.',
            'Annonsebudsjettet i Google Ads og LinkedIn betaler du direkte til annonseplattformen. Det kommer i tillegg til honoraret vårt.',
            'Ved for sen betaling har vi rett til forsinkelsesrente etter forsinkelsesrenteloven, og vi kan sette arbeidet på pause til fakturaen er betalt.',
          ),
        ],
      },
      {
        id: 'termination',
        title: 'Ingen bindingstid og oppsigelse',
        body: [
          p(
            'Månedlige tjenester som SEO, AEO, annonsering og driftsavtale har ingen bindingstid. Du sier opp skriftlig, for eksempel på e-post til ',
            mail(email),
            ', og tjenesten avsluttes ved utgangen av måneden du sier opp i. Har du betalt forskudd for en lengre periode i driftsavtalen, løper avtalen ut den perioden.',
          ),
          p(
            'Når avtalen avsluttes, får du det du trenger for å ta med deg løsningen videre: tilgang til annonsekontoer og analyseverktøy som står i ditt navn, innhold vi har laget for deg, og en fullstendig sikkerhetskopi av nettstedet hvis vi har driftet det.',
          ),
        ],
      },
      {
        id: 'delivery',
        title: 'Leveranse og reklamasjon',
        body: [
          p(
            'Vi leverer det som står i tilbudet, med fagmessig kvalitet og til avtalt tid. Hvis vi blir forsinket, sier vi fra så snart vi vet det, med ny dato og årsak.',
          ),
          p(
            `Finner du feil i en leveranse, ber vi deg melde fra skriftlig innen ${t.complaintDays} dager etter at den er overlevert. Vi retter feil som skyldes oss, uten ekstra kostnad. Er du forbruker, gjelder reklamasjonsfristene i forbrukerkjøpsloven og håndverkertjenesteloven i tillegg.`,
          ),
        ],
      },
      {
        id: 'customer',
        title: 'Hva vi trenger fra deg',
        body: [
          ul(
            'Innhold, tilganger og tilbakemeldinger til tiden som er avtalt. Kommer de senere, flyttes tidsplanen tilsvarende.',
            'At du har rett til å bruke tekst, bilder, logoer og annet materiale du gir oss, og at materialet ikke bryter loven eller andres rettigheter.',
            'At innloggingen din til kundeportalen er personlig, og at du holder passordet hemmelig.',
          ),
        ],
      },
      {
        id: 'results',
        title: 'Resultater fra markedsføring',
        body: [
          p(
            `Tallene vi viser til, som at kundene våre i snitt får ${claims.moreEnquiriesPercent} % flere henvendelser det første året, er gjennomsnitt og eksempler fra tidligere kunder. Søkemotorer og annonseplattformer endrer reglene sine, og resultatene avhenger også av marked, konkurranse og budsjett. Vi garanterer derfor ikke en bestemt plassering, trafikk eller et bestemt antall henvendelser, men vi lover å jobbe etter beste praksis og å rapportere ærlig hver måned.`,
          ),
        ],
      },
      {
        id: 'rights',
        title: 'Rettigheter til det vi lager',
        body: [
          p(
            'Når leveransen er betalt, får du full bruksrett til design, tekst, bilder og kode vi har laget spesielt for deg, og du kan endre og videreutvikle det som du vil. Vi beholder retten til generelle verktøy, maler og kode vi bruker i flere prosjekter, og du får en varig lisens til å bruke dem i løsningen din.',
          ),
          p(
            'Løsninger bygget på WordPress, WooCommerce og andre åpne kildekodeprosjekter følger lisensene deres, for eksempel GPL. Betalte temaer, utvidelser og tjenester fra tredjeparter følger leverandørens vilkår.',
          ),
          p(
            `Med mindre du sier nei, kan vi nevne ${brandName} i bunnteksten på nettstedet vi har laget, og vise prosjektet som referanse. Tall fra prosjektet deler vi bare når du har godkjent det.`,
          ),
        ],
      },
      {
        id: 'liability',
        title: 'Ansvar',
        body: [
          p(
            `Vi er ansvarlige for tap som skyldes feil eller forsømmelse fra vår side. Mellom næringsdrivende dekker vi ikke indirekte tap, som tapt fortjeneste, og det samlede ansvaret er begrenset til honoraret du har betalt for den aktuelle tjenesten de siste ${t.liabilityCapMonths} månedene. Begrensningen gjelder ikke ved grov uaktsomhet eller forsett.`,
          ),
          p(
            'Vi er ikke ansvarlige for forhold vi ikke kan kontrollere, som brudd hos annonseplattformer, betalingsleverandører eller internettleverandører, endringer i søkemotorenes algoritmer eller naturhendelser og andre force majeure-forhold.',
          ),
        ],
      },
      {
        id: 'privacy',
        title: 'Personvern',
        body: [
          p(
            'Hvordan vi behandler personopplysninger, står i ',
            page('privacy', 'personvernerklæringen'),
            '. Når vi behandler personopplysninger på dine vegne, for eksempel kundedata i en nettbutikk vi drifter, inngår vi en databehandleravtale med deg.',
          ),
        ],
      },
      {
        id: 'changes',
        title: 'Endringer i vilkårene',
        body: [
          p(
            `Vi kan oppdatere vilkårene. Datoen øverst viser når de sist ble endret. For løpende avtaler gjelder endringer tidligst ${t.changeNoticeDays} dager etter at vi har varslet deg på e-post, og du kan si opp avtalen før endringen trer i kraft.`,
          ),
        ],
      },
      {
        id: 'law',
        title: 'Lovvalg og tvister',
        body: [
          p(
            'Avtalen følger norsk lov. Vi prøver alltid å løse uenighet i en samtale først. Lykkes ikke det, er Oslo tingrett avtalt verneting for avtaler mellom næringsdrivende. Er du forbruker, kan du få hjelp av ',
            external('https://www.forbrukerradet.no/', 'Forbrukerrådet'),
            ' og bringe saken inn for Forbrukerklageutvalget, og du kan alltid bruke domstolen der du bor.',
          ),
          p(`Spørsmål om vilkårene sender du til `, mail(email), ` eller tar på telefon ${phone}.`),
        ],
      },
    ],
  },
  en: {
    updated: legalDates.updated.terms,
    summary: [
      p(
        `These terms apply when you use this site and when you buy services from ${agencyName}. Anything stated in a written quote or agreement with you takes precedence over these terms.`,
      ),
      ul(
        'All prices are stated excluding VAT.',
        'Ongoing services have no minimum term and can be cancelled at the end of any month.',
        'You own what we make for you once it is paid for.',
        'We promise to do the job properly, but no one can guarantee a particular Google ranking or number of enquiries.',
      ),
    ],
    sections: [
      {
        id: 'about',
        title: 'About these terms',
        body: [
          p(
            `This site is run by ${agencyName}. These terms apply to everyone who uses the site and to agreements on web design, online stores, SEO and AEO, Google Ads and LinkedIn advertising, managed hosting and the development of apps and web solutions. Purchases of the PRO version of our WordPress plugin have their own rules for `,
            page('pluginRefund', 'withdrawal and refunds'),
            '.',
          ),
          p(
            'If you are a consumer, consumer law gives you rights that these terms never limit. Most of our customers are businesses, and unless stated otherwise the terms are written for agreements between businesses.',
          ),
        ],
      },
      {
        id: 'website',
        title: 'Using this site',
        body: [
          p(
            'The content of this site is free to read and to share with a link to the source. Texts, illustrations, video and code belong to us or to those who have licensed them to us, and may not be copied or reused commercially without written permission.',
          ),
          p(
            'The advice on this site and in the blog is general and does not replace an assessment of your particular situation. Prices and figures on the site may change; the price in the quote you receive is the one that applies.',
          ),
          p(
            'You must not try to gain unauthorised access to the site, the customer portal or our servers, send automated messages through the forms, or use the site in a way that harms others.',
          ),
        ],
      },
      {
        id: 'agreement',
        title: 'Quotes and agreements',
        body: [
          p(
            'An enquiry through the form or a free consultation commits you to nothing. An agreement is made when you accept a written quote from us, for example by e-mail. The quote describes the delivery, the price, the schedule and what we need from you, and is valid for the period it states.',
          ),
          p(
            'If you want changes along the way that go beyond the quote, we agree them in writing, with their price and effect on the schedule, before we do the work.',
          ),
        ],
      },
      {
        id: 'prices',
        title: 'Prices and payment',
        body: [
          ul(
            'All prices on the site and in quotes are stated excluding VAT unless stated otherwise.',
            'You can pay by card (VISA or Mastercard) or by invoice. The invoice is due on the date printed on it.',
            'Ongoing services are invoiced monthly in advance, or for the period you chose in the hosting agreement. Setup fees are invoiced when the work starts.',
            'You pay the advertising budget for Google Ads and LinkedIn directly to the ad platform. It comes in addition to our fee.',
            'If payment is late, we are entitled to interest under the Norwegian Late Payment Interest Act (forsinkelsesrenteloven), and we may pause the work until the invoice is paid.',
          ),
        ],
      },
      {
        id: 'termination',
        title: 'No minimum term, and cancellation',
        body: [
          p(
            'Monthly services such as SEO, AEO, advertising and managed hosting have no minimum term. You cancel in writing, for example by e-mail to ',
            mail(email),
            ', and the service ends at the end of the month in which you cancel. If you have paid in advance for a longer hosting period, the agreement runs until that period ends.',
          ),
          p(
            'When the agreement ends, you get what you need to take the solution with you: access to ad accounts and analytics tools in your name, the content we made for you, and a complete backup of the website if we hosted it.',
          ),
        ],
      },
      {
        id: 'delivery',
        title: 'Delivery and complaints',
        body: [
          p(
            'We deliver what the quote describes, to professional standards and on the agreed date. If we are delayed, we tell you as soon as we know, with a new date and the reason.',
          ),
          p(
            `If you find an error in a delivery, please tell us in writing within ${t.complaintDays} days of handover. We fix errors that are our fault at no extra cost. If you are a consumer, the complaint periods of the Norwegian Consumer Purchases Act and the Craftsman Services Act apply as well.`,
          ),
        ],
      },
      {
        id: 'customer',
        title: 'What we need from you',
        body: [
          ul(
            'Content, access and feedback by the agreed dates. If they arrive later, the schedule moves accordingly.',
            'That you have the right to use the texts, images, logos and other material you give us, and that the material breaks no law or anyone’s rights.',
            'That your customer portal sign-in is personal and that you keep the password secret.',
          ),
        ],
      },
      {
        id: 'results',
        title: 'Marketing results',
        body: [
          p(
            `The figures we refer to, such as our customers getting an average of ${claims.moreEnquiriesPercent}% more enquiries in the first year, are averages and examples from earlier customers. Search engines and ad platforms change their rules, and results also depend on market, competition and budget. We therefore do not guarantee a particular ranking, traffic or number of enquiries, but we promise to follow best practice and to report honestly every month.`,
          ),
        ],
      },
      {
        id: 'rights',
        title: 'Rights to what we make',
        body: [
          p(
            'Once the delivery is paid for, you get full rights to use the design, texts, images and code we made specifically for you, and you may change and develop them as you wish. We keep the rights to general tools, templates and code we use across projects, and you get a perpetual licence to use them in your solution.',
          ),
          p(
            'Solutions built on WordPress, WooCommerce and other open-source projects follow their licences, such as the GPL. Paid themes, plugins and services from third parties follow the supplier’s terms.',
          ),
          p(
            `Unless you say no, we may mention ${brandName} in the footer of the website we built and show the project as a reference. We share figures from the project only when you have approved them.`,
          ),
        ],
      },
      {
        id: 'liability',
        title: 'Liability',
        body: [
          p(
            `We are liable for losses caused by errors or negligence on our part. Between businesses, we do not cover indirect losses such as lost profit, and our total liability is limited to the fees you have paid for the service concerned over the last ${t.liabilityCapMonths} months. The limit does not apply in cases of gross negligence or intent.`,
          ),
          p(
            'We are not liable for matters outside our control, such as outages at ad platforms, payment providers or internet providers, changes to search engine algorithms, natural events and other force majeure.',
          ),
        ],
      },
      {
        id: 'privacy',
        title: 'Privacy',
        body: [
          p(
            'How we process personal data is described in the ',
            page('privacy', 'privacy policy'),
            '. When we process personal data on your behalf, for example customer data in an online store we host, we sign a data processing agreement with you.',
          ),
        ],
      },
      {
        id: 'changes',
        title: 'Changes to these terms',
        body: [
          p(
            `We may update these terms. The date at the top shows when they last changed. For ongoing agreements, changes take effect no earlier than ${t.changeNoticeDays} days after we have notified you by e-mail, and you may cancel the agreement before the change takes effect.`,
          ),
        ],
      },
      {
        id: 'law',
        title: 'Governing law and disputes',
        body: [
          p(
            'The agreement is governed by Norwegian law. We always try to settle disagreements in a conversation first. If that fails, Oslo District Court (Oslo tingrett) is the agreed venue for agreements between businesses. If you are a consumer, you can get help from the ',
            external('https://www.forbrukerradet.no/', 'Norwegian Consumer Council (Forbrukerrådet)'),
            ', bring the case before the Consumer Disputes Commission (Forbrukerklageutvalget), and always use the court where you live.',
          ),
          p('Send questions about these terms to ', mail(email), ` or call us on ${phone}.`),
        ],
      },
    ],
  },
}
