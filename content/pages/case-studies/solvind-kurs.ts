import { brandName } from '../../facts/brands'
import { caseResults, caseStudyFacts } from '../../facts/facts'
import { formatPercent } from '../../site/format'
import { count, plusPercent } from './format'
import type { CaseStudyEntry } from './types'

const id = 'solvind-kurs'
const name = brandName(id)
const facts = caseStudyFacts[id]

export const solvindKurs: CaseStudyEntry = {
  id,
  testimonialId: 'ola-solvind',
  copy: (locale) =>
    locale === 'nb'
      ? {
          sector: 'Kurs og opplæring for privatpersoner og bedrifter',
          title: 'Kursene ble svaret når folk spør en AI-assistent',
          headline: `${plusPercent(caseResults.courseSignupsPercent, locale)} kurspåmeldinger etter at kurssidene ble skrevet om`,
          summary: `Folk spurte ChatGPT og Google hvilket kurs de burde ta, og ${name} ble sjelden nevnt. Vi gjorde kurssidene om til korte, presise svar, og nå henter AI-assistentene svarene derfra.`,
          challenge: [
            `${name} holder kveldskurs, dagkurs og nettkurs i alt fra Excel til førstehjelp. Kurssidene var lange salgstekster, og det folk faktisk lurte på, som om de får kursbevis eller kan flytte plassen sin, sto langt nede eller ikke i det hele tatt.`,
            'Stadig flere spør en AI-assistent i stedet for å klikke seg gjennom søkeresultater. Assistentene siterer sider som svarer kort og tydelig, og det gjorde ikke kurssidene.',
          ],
          goal: 'Bli nevnt når noen ber en AI-assistent anbefale et kurs, og gjøre det enkelt å melde seg på derfra.',
          approach: [
            {
              id: 'questions',
              title: 'Spørsmålene deltakerne stiller',
              text: 'Vi gikk gjennom henvendelser til kundeservice, søk på nettsiden og spørsmål i AI-verktøy, og samlet det deltakerne lurer på før de melder seg på.',
            },
            {
              id: 'answers',
              title: 'Svaret først, detaljene under',
              text: 'Hver kursside begynner nå med korte svar: hvem kurset passer for, hva du lærer, når det starter og om du får kursbevis. Detaljene og påmeldingen følger rett under.',
            },
            {
              id: 'data',
              title: 'Strukturerte data og måling',
              text: 'Kursene, datoene og spørsmålene er merket opp med strukturerte data for kurs, arrangementer og spørsmål og svar. Vi følger med på hvilke AI-svar som viser til sidene, og justerer hver måned.',
            },
          ],
          delivered:
            'Forsiden leder rett til kurssøket, svarer på det folk oftest spør om, og viser kursene som starter snart, med nivå, form og startdato. På mobil kommer søket og svarene før kurslisten.',
          services: ['AEO-optimalisering', 'Nye tekster for kurssidene', 'Strukturerte data for kurs og FAQ'],
          figures: [
            {
              id: 'signups',
              value: plusPercent(caseResults.courseSignupsPercent, locale),
              label: 'kurspåmeldinger',
            },
            {
              id: 'from-ai',
              value: formatPercent(facts.signupsFromAiAnswersPercent, locale),
              label: 'av de nye påmeldingene kommer via AI-svar',
            },
            {
              id: 'questions',
              value: count(facts.questionsAnswered, locale),
              label: 'spørsmål besvart på kurssidene',
            },
            {
              id: 'first-citation',
              value: `${count(facts.firstAiCitationMonths, locale)} måneder`,
              label: 'til den første kurssiden ble sitert i AI-svar',
            },
          ],
        }
      : {
          sector: 'Courses and training for individuals and companies',
          title: 'The courses became the answer when people ask an AI assistant',
          headline: `${plusPercent(caseResults.courseSignupsPercent, locale)} course sign-ups after the course pages were rewritten`,
          summary: `People asked ChatGPT and Google which course to take, and ${name} was rarely mentioned. We turned the course pages into short, precise answers, and now AI assistants quote them in their answers.`,
          challenge: [
            `${name} runs evening, day and online courses in everything from Excel to first aid. The course pages were long sales pitches, and what people actually wanted to know, such as whether they get a certificate or can move to another date, was buried far down or missing altogether.`,
            'More and more people ask an AI assistant instead of clicking through search results. The assistants cite pages that answer briefly and clearly, and the course pages did not.',
          ],
          goal: 'Be mentioned when someone asks an AI assistant to recommend a course, and make signing up from there easy.',
          approach: [
            {
              id: 'questions',
              title: 'The questions participants ask',
              text: 'We went through enquiries to customer service, searches on the website and questions in AI tools, and collected what participants want to know before they sign up.',
            },
            {
              id: 'answers',
              title: 'The answer first, the details below',
              text: 'Every course page now opens with short answers: who the course is for, what you learn, when it starts and whether you get a certificate. The details and the sign-up follow just below.',
            },
            {
              id: 'data',
              title: 'Structured data and measurement',
              text: 'The courses, dates and questions are marked up with structured data for courses, events and FAQs. We track which AI answers cite the pages, and adjust every month.',
            },
          ],
          delivered:
            'The home page leads straight to the course search, answers what people ask most often, and shows the courses starting soon, with level, format and start date. On a phone, the search and the answers come before the course list.',
          services: [
            'Answer engine optimisation (AEO)',
            'New copy for the course pages',
            'Structured data for courses and FAQs',
          ],
          figures: [
            {
              id: 'signups',
              value: plusPercent(caseResults.courseSignupsPercent, locale),
              label: 'course sign-ups',
            },
            {
              id: 'from-ai',
              value: formatPercent(facts.signupsFromAiAnswersPercent, locale),
              label: 'of new sign-ups come through AI answers',
            },
            {
              id: 'questions',
              value: count(facts.questionsAnswered, locale),
              label: 'questions answered on the course pages',
            },
            {
              id: 'first-citation',
              value: `${count(facts.firstAiCitationMonths, locale)} months`,
              label: 'until the first course page was cited in AI answers',
            },
          ],
        },
}
