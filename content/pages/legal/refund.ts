/**
 * Refund policy for the PRO version of the text-to-speech plugin: a full refund within the
 * days in facts (ttsPlugin.refundDays), and how that relates to the statutory right of
 * withdrawal (angrerettloven).
 */
import { ttsPlugin } from '../../facts/facts'
import { formatNumber } from '../../site/format'
import type { Localized } from '../../site/locales'
import { settings } from '../../site/settings'
import { external, mail, ol, p, page, strong, ul } from './blocks'
import type { LegalDocument } from './document'
import { legalDates, refundValues as v } from './values'

const { agencyName, email } = settings
const freeCredits = formatNumber(ttsPlugin.freeCreditsPerMonth, 'nb')
const freeCreditsEn = formatNumber(ttsPlugin.freeCreditsPerMonth, 'en')

export const refundPolicy: Localized<LegalDocument> = {
  nb: {
    updated: legalDates.updated.refund,
    summary: [
      p(
        strong(`Angrer du kjøpet av PRO, får du alle pengene tilbake hvis du ber om det innen ${v.refundDays} dager.`),
        ' Du trenger ikke oppgi noen grunn, og det gjelder både privatpersoner og bedrifter.',
      ),
    ],
    sections: [
      {
        id: 'scope',
        title: 'Hva refusjonen gjelder',
        body: [
          p(
            `Refusjonsreglene gjelder kjøp av PRO-abonnementet for `,
            page('pluginTts', 'tekst til tale-utvidelsen'),
            ` fra ${agencyName}, månedlig eller årlig. Gratisversjonen koster ingenting, så der er det ingenting å refundere.`,
          ),
        ],
      },
      {
        id: 'guarantee',
        title: `Full refusjon innen ${v.refundDays} dager`,
        body: [
          p(
            `Ber du om refusjon innen ${v.refundDays} dager etter kjøpet, betaler vi tilbake hele beløpet, også om du har tatt PRO i bruk. Det samme gjelder den første betalingen etter at et årsabonnement er fornyet: angrer du fornyelsen innen ${v.refundDays} dager, får du pengene tilbake.`,
          ),
        ],
      },
      {
        id: 'how',
        title: 'Slik ber du om refusjon',
        body: [
          ol(
            ['Send en e-post til ', mail(email), ' fra adressen du brukte da du kjøpte.'],
            'Skriv ordrenummeret eller lisensnøkkelen, så finner vi kjøpet raskt.',
            `Du får bekreftelse fra oss, og pengene tilbakeføres til samme betalingsmåte senest ${v.payoutDays} dager etter at vi har mottatt forespørselen.`,
          ),
          p(
            'Du kan også bruke angreskjemaet du fikk sammen med ordrebekreftelsen, men en vanlig e-post er like gyldig.',
          ),
        ],
      },
      {
        id: 'after-refund',
        title: 'Hva som skjer med nettstedet ditt',
        body: [
          ul(
            'Lisensnøkkelen deaktiveres, og utvidelsen går tilbake til gratisversjonen. Den fortsetter å virke.',
            `Du har da ${freeCredits} lydkreditter i måneden igjen, slik gratisversjonen gir.`,
            'Lydfiler som allerede er lagret i mediebiblioteket ditt, beholder du. Filer som ligger i den eksterne lagringen i PRO, kan du laste ned i løpet av refusjonsperioden; etterpå slettes de.',
          ),
        ],
      },
      {
        id: 'later',
        title: `Etter ${v.refundDays} dager`,
        body: [
          p(
            'PRO har ingen bindingstid. Du kan si opp abonnementet når som helst fra kontoen din i nettbutikken eller på e-post, og det løper ut perioden du har betalt for. Vi refunderer ikke påbegynte perioder etter refusjonsfristen, men du blir aldri trukket igjen etter at du har sagt opp.',
          ),
        ],
      },
      {
        id: 'withdrawal',
        title: 'Angrerett etter angrerettloven',
        body: [
          p(
            `Som forbruker har du angrerett i ${v.statutoryWithdrawalDays} dager etter angrerettloven når du kjøper på nett. For digitalt innhold kan angreretten etter loven falle bort når leveringen starter, hvis du har samtykket til det. Hos oss spiller ikke det noen rolle: refusjonsgarantien over gjelder uansett, og den gir deg minst de samme rettighetene som loven.`,
          ),
          p(
            'Mener du at vi ikke har fulgt reglene, kan du kontakte ',
            external('https://www.forbrukerradet.no/', 'Forbrukerrådet'),
            ' for veiledning og mekling.',
          ),
        ],
      },
      {
        id: 'abuse',
        title: 'Gjentatte kjøp og refusjoner',
        body: [
          p(
            'Refusjonsgarantien er ment for dem som ombestemmer seg. Kjøper og refunderer samme kunde PRO gjentatte ganger for å få gratis lyd, kan vi si nei til nye kjøp. Det påvirker ikke retten til å få refusjon for kjøp du allerede har gjort.',
          ),
        ],
      },
      {
        id: 'contact',
        title: 'Spørsmål',
        body: [
          p(
            'Har du problemer med utvidelsen, hjelper vi deg gjerne før du bestemmer deg: skriv til ',
            mail(email),
            '. Les også ',
            page('terms', 'vilkårene våre'),
            ' og ',
            page('privacy', 'personvernerklæringen'),
            '.',
          ),
        ],
      },
    ],
  },
  en: {
    updated: legalDates.updated.refund,
    summary: [
      p(
        strong(`If you regret buying PRO, you get all your money back when you ask within ${v.refundDays} days.`),
        ' You do not need to give a reason, and it applies to individuals and businesses alike.',
      ),
    ],
    sections: [
      {
        id: 'scope',
        title: 'What the refund covers',
        body: [
          p(
            'These refund rules apply to purchases of the PRO subscription for the ',
            page('pluginTts', 'text-to-speech plugin'),
            ` from ${agencyName}, monthly or annual. The free version costs nothing, so there is nothing to refund.`,
          ),
        ],
      },
      {
        id: 'guarantee',
        title: `Full refund within ${v.refundDays} days`,
        body: [
          p(
            `If you ask for a refund within ${v.refundDays} days of purchase, we pay back the whole amount, even if you have started using PRO. The same goes for the first payment after an annual subscription renews: if you regret the renewal within ${v.refundDays} days, you get your money back.`,
          ),
        ],
      },
      {
        id: 'how',
        title: 'How to ask for a refund',
        body: [
          ol(
            ['Send an e-mail to ', mail(email), ' from the address you used when you bought.'],
            'Include the order number or the licence key, so that we find the purchase quickly.',
            `We confirm by e-mail, and the money is returned to the same payment method no later than ${v.payoutDays} days after we received your request.`,
          ),
          p(
            'You may also use the withdrawal form that came with your order confirmation, but a plain e-mail is just as valid.',
          ),
        ],
      },
      {
        id: 'after-refund',
        title: 'What happens to your website',
        body: [
          ul(
            'The licence key is deactivated and the plugin falls back to the free version. It keeps working.',
            `You then have ${freeCreditsEn} audio credits a month, as the free version gives.`,
            'Audio files already stored in your media library are yours to keep. Files in the PRO external storage can be downloaded during the refund period; after that they are deleted.',
          ),
        ],
      },
      {
        id: 'later',
        title: `After ${v.refundDays} days`,
        body: [
          p(
            'PRO has no minimum term. You can cancel the subscription at any time from your account in the online shop or by e-mail, and it runs until the end of the period you have paid for. We do not refund periods already started after the refund deadline, but you are never charged again once you have cancelled.',
          ),
        ],
      },
      {
        id: 'withdrawal',
        title: 'Right of withdrawal under Norwegian law',
        body: [
          p(
            `As a consumer you have a ${v.statutoryWithdrawalDays}-day right of withdrawal under the Norwegian Right of Withdrawal Act (angrerettloven) when you buy online. For digital content, the statutory right can lapse once delivery starts, if you have agreed to that. With us it makes no difference: the refund guarantee above applies regardless, and it gives you at least the same rights as the law.`,
          ),
          p(
            'If you believe we have not followed the rules, you can contact the ',
            external('https://www.forbrukerradet.no/', 'Norwegian Consumer Council (Forbrukerrådet)'),
            ' for guidance and mediation.',
          ),
        ],
      },
      {
        id: 'abuse',
        title: 'Repeated purchases and refunds',
        body: [
          p(
            'The refund guarantee is meant for people who change their minds. If the same customer buys and refunds PRO repeatedly to get free audio, we may decline new purchases. This does not affect the right to a refund for purchases already made.',
          ),
        ],
      },
      {
        id: 'contact',
        title: 'Questions',
        body: [
          p(
            'If the plugin gives you trouble, we are happy to help before you decide: write to ',
            mail(email),
            '. See also our ',
            page('terms', 'terms and conditions'),
            ' and ',
            page('privacy', 'privacy policy'),
            '.',
          ),
        ],
      },
    ],
  },
}
