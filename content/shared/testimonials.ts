/**
 * Client testimonials, in both languages: each in the customer's own words, about what working with
 * us was like for their business. The figures are the case studies' to state (content/facts): a
 * quote states none, and none repeats the agency's own selling lines (testimonials.test.ts).
 *
 * Every quote is on the about page's feedback section and on one other page at most, so that no
 * visitor reads the same words page after page: the featured one beside the home page's intro video,
 * the home page's own (content/pages/home.ts), each case study's client (content/pages/case-studies/)
 * and each service page's own (`testimonials:` in content/services/*.yml, one service's only).
 */
import { brandName, type BrandId } from '../facts/brands.ts'
import { formatMonthYear } from '../site/format.ts'
import type { Locale, Localized } from '../site/locales'
import type { Testimonial } from '../types'

type Entry = {
  id: string
  /** When the customer gave this feedback (ISO calendar date), shown as month and year. */
  date: string
  name: string
  brandId: BrandId
  role: Localized<string>
  quote: Localized<string>
}

const entries: Entry[] = [
  // The case studies' clients, each quoted on its case study.
  {
    id: 'ingrid-nordvik',
    date: '2025-02-18',
    name: 'Ingrid Solheim',
    brandId: 'nordvik-bakeri',
    role: { nb: 'Daglig leder', en: 'Managing Director' },
    quote: {
      nb: 'Jeg var redd nettbutikken skulle bli enda en ting å passe på ved siden av bakingen. I stedet vet vi kvelden før hva folk vil ha, og bakerne slipper å gjette. Det merker vi både i kassa og på hvor lite brød vi kaster.',
      en: 'I expected the web shop to be one more job on top of the baking. It worked the other way round: the orders are in the night before, so the bakers know what to bake instead of guessing. We sell more than we ever did over the counter alone, and far less bread goes in the bin.',
    },
  },
  {
    id: 'lars-havbris',
    date: '2026-02-09',
    name: 'Lars Mjøen',
    brandId: 'havbris-eiendom',
    role: { nb: 'Markedssjef', en: 'Head of Marketing' },
    quote: {
      nb: 'Før fikk vi henvendelser fra folk som bare lurte på leieprisen. Nå er det daglige ledere i bedrifter som har vokst ut av lokalene sine, som booker visning. Styret leser faktisk rapporten, fordi den handler om visninger og kontrakter, ikke klikk.',
      en: "We used to hear from people who were only curious about the rent. Now it's managing directors whose teams have outgrown their offices, booking a viewing straight from the ad. Our board actually reads the report each month, because it is about viewings and signed leases rather than clicks.",
    },
  },
  {
    id: 'mona-tindra',
    date: '2026-01-20',
    name: 'Mona Aasen',
    brandId: 'tindra-regnskap',
    role: { nb: 'Partner', en: 'Partner' },
    quote: {
      nb: 'Annonsene våre traff mest studenter som ville ha hjelp med skattemeldingen. De tok seg tid til å forstå hvem som faktisk velger regnskapsfører i en bedrift, og hva de ligger våken av. Nå er det bedriftseiere vi ringer tilbake.',
      en: 'Our old ads mostly reached students who wanted help with their tax return. They took the time to understand who actually picks an accountant in a company, and what keeps those people up at night. The calls we return these days are from business owners.',
    },
  },
  {
    id: 'erik-fjellstue',
    date: '2025-06-12',
    name: 'Erik Brattli',
    brandId: 'fjellstue-sport',
    role: { nb: 'E-handelsansvarlig', en: 'E-commerce Manager' },
    quote: {
      nb: 'Vi betalte for annonser på søk vi burde ha vunnet selv. Etter oppryddingen er det kategorisidene våre som kommer opp når folk begynner å se etter ski i oktober, og de laster raskt på mobilen. Annonsebudsjettet har vi ikke trengt å øke.',
      en: "We were paying for ads on searches we should have been winning on our own. Since the clean-up, it's our category pages that come up when people start looking for skis in the autumn, and they load quickly on a phone. We haven't had to raise the ad budget.",
    },
  },
  {
    id: 'sara-kystlinje',
    date: '2025-02-11',
    name: 'Sara Nygård',
    brandId: 'kystlinje-logistikk',
    role: { nb: 'Salgsdirektør', en: 'Sales Director' },
    quote: {
      nb: 'Før havnet forespørslene i en felles innboks som ingen eide. Nå går de rett til selgeren for ruten, med det vi trenger for å regne på prisen. Vi får kunder vi aldri hadde hørt om, og ingen blir liggende ubesvart.',
      en: 'Quote requests used to land in a shared inbox that nobody owned. Now each one goes straight to the salesperson for that route, with everything we need to price the job. We are winning customers we had never heard of, and nobody is left waiting for an answer.',
    },
  },
  {
    id: 'jonas-lysverk',
    date: '2026-03-10',
    name: 'Jonas Lie',
    brandId: 'lysverk-energi',
    role: { nb: 'Daglig leder', en: 'CEO' },
    quote: {
      nb: 'Vi brukte mye på Google Ads uten å ane hva vi fikk igjen. Nå ser jeg hver uke hvilke annonser som ender med en befaring, og pengene går dit. Når noe ikke virker, sier de fra før jeg rekker å spørre.',
      en: "We were spending a lot on Google Ads with no idea what it brought in. Now I can see every week which ads end in a booked site survey, and that's where the money goes. When something isn't working, they tell me before I get round to asking.",
    },
  },
  {
    id: 'hanne-bergli',
    date: '2025-11-03',
    name: 'Hanne Vik',
    brandId: 'bergli-klinikk',
    role: { nb: 'Klinikkleder', en: 'Clinic Manager' },
    quote: {
      nb: 'Resepsjonen brukte mer tid på telefonen enn på pasientene i lokalet. Nå bestiller de fleste selv, også de som bruker skjermleser, og det betydde mye for oss. Behandlingssidene endrer vi selv når vi trenger det.',
      en: 'Our front desk spent more time on the phone than with the patients standing in front of them. Most people now book for themselves, including patients who use a screen reader, which mattered a great deal to us. And we change the treatment pages ourselves whenever we need to.',
    },
  },
  {
    id: 'ola-solvind',
    date: '2026-05-26',
    name: 'Ola Strand',
    brandId: 'solvind-kurs',
    role: { nb: 'Kursansvarlig', en: 'Head of Courses' },
    quote: {
      nb: 'Kurssidene våre var lange salgstekster, og det folk lurte på, sto helt nederst. Vi skrev dem om sammen, og nå vet deltakerne om de får kursbevis før de må spørre. Stadig flere forteller at det var ChatGPT som tipset dem om oss.',
      en: 'Our course pages were long sales pitches, with the answers people wanted buried at the bottom. We rewrote them together, and now people can see whether they get a certificate without having to ask. More and more newcomers tell us it was ChatGPT that sent them our way.',
    },
  },
  // The home page's: the featured one beside the intro video, and the carousel's.
  {
    id: 'hilde-strandheim',
    date: '2026-09-15',
    name: 'Hilde Aune',
    brandId: 'strandheim-hotell',
    role: { nb: 'Hotelldirektør', en: 'Hotel Manager' },
    quote: {
      nb: 'Vi driver et hotell, ikke et IT-selskap. Nettsiden, bookingen og serverne ligger hos dem, og når noe skjer en lørdagskveld midt i et bryllup, tar noen telefonen. Jeg forstår alltid hva de foreslår, og hvorfor.',
      en: 'We run a hotel, not an IT department. They look after our website, the booking and the servers, and when something breaks on a Saturday night in the middle of a wedding, someone picks up. I always understand what they are proposing, and why.',
    },
  },
  {
    id: 'silje-noste',
    date: '2025-10-07',
    name: 'Silje Hauge',
    brandId: 'noste-garn',
    role: { nb: 'Innehaver', en: 'Owner' },
    quote: {
      nb: 'Jeg drev en garnbutikk i sentrum og kunne ingenting om netthandel. De forklarte alt i mitt tempo, uten fagord, og nå pakker jeg bestillinger fra hele landet hver morgen før jeg låser opp døra.',
      en: 'I had a yarn shop in town and knew nothing about selling online. They walked me through it at my own pace, without the jargon, and these days I pack orders from all over Norway every morning before I open up.',
    },
  },
  {
    id: 'ahmed-holmen',
    date: '2026-06-18',
    name: 'Ahmed Karimi',
    brandId: 'holmen-ror',
    role: { nb: 'Daglig leder', en: 'Managing Director' },
    quote: {
      nb: 'Vi er rørleggere, og jeg har ikke tid til lange møter. De kommer med et forslag, sier hva det koster og hva vi får igjen for det, og så er det gjort. Jeg har aldri fått en faktura jeg ikke forsto.',
      en: "We're plumbers, and I don't have time for long meetings. They bring a proposal, tell me what it costs and what we'll get for it, and then they get on with it. I have never had an invoice from them that I didn't understand.",
    },
  },
  {
    id: 'kristin-vidde',
    date: '2025-04-29',
    name: 'Kristin Lunde',
    brandId: 'vidde-arkitekter',
    role: { nb: 'Daglig leder', en: 'Managing Director' },
    quote: {
      nb: 'Som arkitekter er vi kresne på form, og jeg var forberedt på å kjempe for hver detalj. Det trengte jeg ikke. De lyttet, sa imot når de hadde god grunn til det, og resultatet ser ut som oss.',
      en: 'As architects we are fussy about form, and I was ready to fight over every detail. I never had to. They listened, pushed back when they had a good reason to, and what we ended up with looks like us.',
    },
  },
  // The service pages' own, each on one service page (content/services/*.yml).
  {
    id: 'even-vidde',
    date: '2025-05-20',
    name: 'Even Brekke',
    brandId: 'vidde-arkitekter',
    role: { nb: 'Partner', en: 'Partner' },
    quote: {
      nb: 'Prosjektene våre er det viktigste vi har å vise fram, og før lå de gjemt i en PDF. Nå har hvert prosjekt sin egen side med store bilder, og utbyggerne som ringer oss, har som regel sett dem først.',
      en: 'Our projects are the best thing we have to show, and they used to be tucked away in a PDF. Now every project has its own page with proper photographs, and the developers who call us have usually looked through them before they pick up the phone.',
    },
  },
  {
    id: 'thomas-bergli',
    date: '2025-09-09',
    name: 'Thomas Bakke',
    brandId: 'bergli-klinikk',
    role: { nb: 'Daglig leder', en: 'Managing Director' },
    quote: {
      nb: 'Vi hentet inn tilbud fra flere byråer, og bare dette spurte hvordan pasientene våre har det når de skal bestille time. Det var det riktige spørsmålet. Den nye siden er enkel nok for en som har vondt i nakken og mobilen i den ene hånda.',
      en: 'We asked several agencies for a proposal, and this was the only one that asked what booking an appointment is like for our patients. That was the right question. The new site is simple enough for someone with a stiff neck and a phone in one hand.',
    },
  },
  {
    id: 'jorunn-noste',
    date: '2026-01-13',
    name: 'Jorunn Sletten',
    brandId: 'noste-garn',
    role: { nb: 'Butikksjef', en: 'Shop Manager' },
    quote: {
      nb: 'Jeg var skeptisk til å legge hele lageret ut på nett, for garn kjøper man på farge og følelse. Bildene og fargekartene de satte opp, gjør at kundene vet hva de får, og vi får nesten ingen returer.',
      en: "I had my doubts about putting all our stock online, because people choose yarn by colour and feel. The photos and colour charts they set up mean customers know exactly what they're getting, and we hardly ever see a return.",
    },
  },
  {
    id: 'per-nordvik',
    date: '2024-10-22',
    name: 'Per Haugland',
    brandId: 'nordvik-bakeri',
    role: { nb: 'Driftsleder', en: 'Operations Manager' },
    quote: {
      nb: 'Hver filial har sine egne hentetider, og det var mitt største hodebry. Nå følger nettbutikken ovnene våre, og fristen kvelden før gir oss tid til å planlegge. Kundene skjønte det fortere enn vi trodde.',
      en: 'Every branch has its own pickup times, and that was my biggest headache. The store now runs to the rhythm of our ovens, and the cut-off the evening before gives us time to plan the baking. Customers got the hang of it faster than we expected.',
    },
  },
  {
    id: 'marte-fjellstue',
    date: '2024-11-05',
    name: 'Marte Eide',
    brandId: 'fjellstue-sport',
    role: { nb: 'Markedssjef', en: 'Marketing Manager' },
    quote: {
      nb: 'Det jeg setter mest pris på, er at de planlegger etter sesongene våre, ikke etter sin egen kalender. Skisidene er klare i september og fjellskoene i mars, og jeg får vite hva som må gjøres før det haster.',
      en: 'What I value most is that they plan around our seasons rather than their own calendar. The ski pages are ready by September, the hiking boots by March, and I hear what needs doing well before it gets urgent.',
    },
  },
  {
    id: 'nina-strandheim',
    date: '2026-04-14',
    name: 'Nina Berg',
    brandId: 'strandheim-hotell',
    role: { nb: 'Salgs- og markedssjef', en: 'Sales and Marketing Manager' },
    quote: {
      nb: 'Vi var helt avhengige av bookingportalene og provisjonen deres. Nå finner folk oss selv når de søker etter konferansehotell eller bryllupslokale ved sjøen, og flere bestiller direkte hos oss.',
      en: 'We depended entirely on the booking sites and the commission they take. Now people find us themselves when they search for a conference hotel or a wedding venue by the sea, and more of them book with us directly.',
    },
  },
  {
    id: 'ingvild-solvind',
    date: '2026-08-19',
    name: 'Ingvild Nes',
    brandId: 'solvind-kurs',
    role: { nb: 'Daglig leder', en: 'Managing Director' },
    quote: {
      nb: 'Jeg trodde AI-søk var noe for de store kjedene. Det viste seg å handle om å svare ordentlig på det folk lurer på, og det kan vi jo. De hjalp oss å skrive det slik at maskinene også forstår det.',
      en: "I assumed AI search was something for the big chains. It turned out to be about giving proper answers to the questions people ask, which is what we're good at anyway. They helped us write those answers so that the machines understand them too.",
    },
  },
  {
    id: 'camilla-tindra',
    date: '2026-10-06',
    name: 'Camilla Ruud',
    brandId: 'tindra-regnskap',
    role: { nb: 'Markedsansvarlig', en: 'Marketing Manager' },
    quote: {
      nb: 'Gründere spør ChatGPT hva en regnskapsfører koster og når momsen skal leveres. Nå er det ofte våre sider som blir sitert i svaret, med navnet vårt på, og det merker vi på hvem som tar kontakt.',
      en: 'Founders ask ChatGPT what an accountant costs and when the VAT return is due. These days the answer often quotes our pages, with our name on them, and we can tell from the people who get in touch.',
    },
  },
  {
    id: 'line-holmen',
    date: '2026-02-24',
    name: 'Line Dahl',
    brandId: 'holmen-ror',
    role: { nb: 'Markedsansvarlig', en: 'Marketing Coordinator' },
    quote: {
      nb: 'Vannlekkasjer skjer ikke i kontortiden. Annonsene for døgnvakta går når noen kan ta telefonen, og stopper når ingen kan, så vi betaler ikke for samtaler som ikke blir besvart. Og rapporten forstår jeg uten å ringe noen.',
      en: "Burst pipes don't keep office hours. Our emergency call-out ads run when someone can answer the phone and stop when nobody can, so we're not paying for calls that go nowhere. And I can read the report without ringing anyone to explain it.",
    },
  },
  {
    id: 'kjetil-lysverk',
    date: '2025-05-06',
    name: 'Kjetil Aas',
    brandId: 'lysverk-energi',
    role: { nb: 'Markedssjef', en: 'Head of Marketing' },
    quote: {
      nb: 'Solceller, varmepumper og ladere selger helt ulikt gjennom året. Varmepumpene får budsjettet om høsten og solcellene om våren, uten at jeg må flytte pengene selv. De spør om lageret og montørene våre før de skrur opp noe.',
      en: 'Solar panels, heat pumps and chargers sell very differently through the year. Heat pumps get the budget in the autumn and solar in the spring, and I no longer shift the money around myself. They check our stock and our fitters before they turn anything up.',
    },
  },
  {
    id: 'eirik-havbris',
    date: '2026-07-02',
    name: 'Eirik Solberg',
    brandId: 'havbris-eiendom',
    role: { nb: 'Daglig leder', en: 'Managing Director' },
    quote: {
      nb: 'Jeg var skeptisk til LinkedIn og så for meg selvskryt og stillingsannonser. Men det er der de som bestemmer over kontorlokaler, faktisk er. Visningene vi har nå, er med folk som kan signere.',
      en: 'I was sceptical about LinkedIn; I pictured people showing off and job ads. But that is where the people who decide on office space actually are. The viewings we hold now are with people who can sign the lease.',
    },
  },
  {
    id: 'anders-kystlinje',
    date: '2025-08-26',
    name: 'Anders Hovland',
    brandId: 'kystlinje-logistikk',
    role: { nb: 'Daglig leder', en: 'Managing Director' },
    quote: {
      nb: 'Kundene våre er innkjøpere og logistikksjefer, og dem finner du ikke på Facebook. Kampanjene på LinkedIn treffer akkurat dem, langs kysten vi faktisk kjører, så selgerne våre kommer til møter der navnet allerede er kjent.',
      en: "Our customers are buyers and logistics managers, and you won't find them on Facebook. The LinkedIn campaigns reach exactly those people, along the stretch of coast we actually cover, so our sales team walk into meetings where the name is already known.",
    },
  },
  {
    id: 'geir-strandheim',
    date: '2025-12-02',
    name: 'Geir Vold',
    brandId: 'strandheim-hotell',
    role: { nb: 'IT-ansvarlig', en: 'IT Manager' },
    quote: {
      nb: 'Jeg er alene om IT på hotellet. Oppdateringer, sikkerhetskopier og sertifikater tar de seg av uten at jeg må mase, og de sier fra i god tid når noe skal endres. Jeg sover bedre enn før.',
      en: "I'm the only IT person at the hotel. They take care of updates, backups and certificates without me having to chase them, and they warn me well in advance when something is going to change. I sleep better than I used to.",
    },
  },
  {
    id: 'martin-holmen',
    date: '2026-10-20',
    name: 'Martin Berge',
    brandId: 'holmen-ror',
    role: { nb: 'Serviceleder', en: 'Service Manager' },
    quote: {
      nb: 'Montørene våre hadde arbeidsordrer på papir og bilder på sin egen telefon. Appen samler alt på jobben, også timer og deler, og den ble laget sammen med montørene som bruker den. Den virker til og med i kjellere uten dekning.',
      en: 'Our fitters used to carry paper work orders and keep the photos on their own phones. The app keeps everything with the job, hours and parts included, and it was designed together with the fitters who use it. It even works in basements with no signal.',
    },
  },
]

export const testimonials: Localized<Testimonial[]> = {
  nb: entries.map((e) => toTestimonial(e, 'nb')),
  en: entries.map((e) => toTestimonial(e, 'en')),
}

function toTestimonial(entry: Entry, locale: Locale): Testimonial {
  return {
    id: entry.id,
    quote: entry.quote[locale],
    name: entry.name,
    role: entry.role[locale],
    company: brandName(entry.brandId),
    brandId: entry.brandId,
    date: entry.date,
    dateText: formatMonthYear(entry.date, locale),
    rating: 5,
  }
}

/** The testimonial beside the intro video on the home page, and first in the about page's feedback. */
export const featuredTestimonialId = 'hilde-strandheim'

/** Testimonials by id in a locale, in the given order; throws on an unknown id. */
export function testimonialsById(locale: Locale, ids: readonly string[]): Testimonial[] {
  return ids.map((id) => {
    const found = testimonials[locale].find((t) => t.id === id)
    if (!found) throw new Error(`Unknown testimonial "${id}"`)
    return found
  })
}
