/**
 * The content loader's problems in the words of the editor's interface: each line of a refusal
 * (`content/services/x.yml: nb.hero.subtitle: expected at most 160 characters, got 297`) keeps the
 * file and the field's path, for whoever mends it by hand, and says which field that is in the form
 * and what is wrong in the marketer's language: «Toppen av siden › Undertittel (norsk): er for
 * lang: høyst 160 tegn, her er det 297.» A problem these rules do not know keeps its own words.
 */
import type { Locale } from '../../content/site/locale-list.ts'
import { fieldName } from './field-labels.ts'

type Rule = { pattern: RegExp; say: Record<Locale, (match: RegExpExecArray) => string> }

const rules: Rule[] = [
  {
    pattern: /^expected a text, got (nothing|an empty text)$/,
    say: { nb: () => 'er tomt. Fyll ut feltet', en: () => 'is empty. Fill in the field' },
  },
  {
    pattern: /^expected a (?:whole )?number, got (.+)$/,
    say: {
      nb: (m) => `må være et tall med bare sifre (for eksempel 5490), ikke ${m[1]}`,
      en: (m) => `must be a number in digits only (such as 5490), not ${m[1]}`,
    },
  },
  {
    pattern: /^expected at most (\d+) characters?, got (\d+)$/,
    say: {
      nb: (m) => `er for langt: høyst ${m[1]} tegn, her er det ${m[2]}`,
      en: (m) => `is too long: at most ${m[1]} characters, this has ${m[2]}`,
    },
  },
  {
    pattern: /^expected at least (\d+) characters?, got (\d+)$/,
    say: {
      nb: (m) => `er for kort: minst ${m[1]} tegn, her er det ${m[2]}`,
      en: (m) => `is too short: at least ${m[1]} characters, this has ${m[2]}`,
    },
  },
  {
    pattern: /^expected at most (\d+) items?, got (\d+)$/,
    say: {
      nb: (m) => `har for mange: høyst ${m[1]}, her er det ${m[2]}`,
      en: (m) => `has too many: at most ${m[1]}, this has ${m[2]}`,
    },
  },
  {
    pattern: /^expected at least (\d+) items?, got (\d+)$/,
    say: {
      nb: (m) => `har for få: minst ${m[1]}, her er det ${m[2]}`,
      en: (m) => `has too few: at least ${m[1]}, this has ${m[2]}`,
    },
  },
  {
    pattern: /^expected at most (-?[\d.]+), got (.+)$/,
    say: {
      nb: (m) => `er for stort: høyst ${m[1]}, ikke ${m[2]}`,
      en: (m) => `is too large: at most ${m[1]}, not ${m[2]}`,
    },
  },
  {
    pattern: /^expected at least (-?[\d.]+), got (.+)$/,
    say: {
      nb: (m) => `er for lite: minst ${m[1]}, ikke ${m[2]}`,
      en: (m) => `is too small: at least ${m[1]}, not ${m[2]}`,
    },
  },
  {
    pattern: /^expected (?:one of )?"[^]*", got (.+)$/,
    say: {
      nb: (m) => `må være et av valgene i listen, ikke ${m[1]}`,
      en: (m) => `must be one of the choices in the list, not ${m[1]}`,
    },
  },
  {
    pattern: /^\{fact:([^}]+)\} names no fact/,
    say: {
      nb: (m) =>
        `viser til et faktum som ikke finnes (${m[1]}). Slett den røde merkelappen og sett inn det riktige med «Sett inn fakta»`,
      en: (m) =>
        `names a fact that does not exist (${m[1]}). Delete the red label and insert the right one with "Insert fact"`,
    },
  },
  {
    pattern: /^unknown (?:placeholder|setting) \{([^}]+)\}/,
    say: {
      nb: (m) => `har en merkelapp som ikke finnes (${m[1]}). Slett den og sett inn det riktige med «Sett inn fakta»`,
      en: (m) => `has a label that does not exist (${m[1]}). Delete it and insert the right one with "Insert fact"`,
    },
  },
  {
    pattern: /^expected at least (\d+) words, got (\d+)$/,
    say: {
      nb: (m) => `har for få ord: minst ${m[1]}, her er det ${m[2]}`,
      en: (m) => `has too few words: at least ${m[1]}, this has ${m[2]}`,
    },
  },
  {
    pattern: /^expected at least one section heading written ## Heading, got none$/,
    say: {
      nb: () => 'trenger minst én overskrift: skriv ## og et mellomrom først på en linje',
      en: () => 'needs at least one heading: type ## and a space at the start of a line',
    },
  },
  {
    pattern: /^expected an image at (?:.*\/)?(media\/\S+), found no file there$/,
    say: {
      nb: (m) => `viser til et bilde som ikke finnes (${m[1]}). Velg eller last opp bildet på nytt`,
      en: (m) => `names an image that does not exist (${m[1]}). Choose or upload the image again`,
    },
  },
  {
    pattern: /^expected a phone number in international form, such as ([^,]+), got (.+)$/,
    say: {
      nb: (m) => `må skrives med landkode, for eksempel ${m[1]}, ikke ${m[2]}`,
      en: (m) => `must be written with the country code, such as ${m[1]}, not ${m[2]}`,
    },
  },
  {
    pattern: /^expected this file, found none$/,
    say: { nb: () => 'filen mangler', en: () => 'the file is missing' },
  },
  {
    pattern: /^is not a field of this kind of entry/,
    say: { nb: () => 'er ikke et felt her (et feilstavet navn?)', en: () => 'is not a field here (a misspelt name?)' },
  },
]

/** One problem's message in the interface's language, or as it is when no rule knows it. */
export function messageInWords(message: string, locale: Locale): string {
  for (const rule of rules) {
    const match = rule.pattern.exec(message)
    if (match) return rule.say[locale](match)
  }
  return message
}

/** Lines of a message that say how it was thrown, not what is wrong: the dev server's and the blog's headers. */
const noise = [/\[vike\]\[request-\d+\] Following error was thrown/, /^Blog content is invalid:$/]

/**
 * Each line of the loader's message, `content/<file>: <path>: <message>`, in the interface's words;
 * a post's problems come as `<file>: invalid front matter` and a line `  - <field>: <message>` each.
 */
export function problemsInWords(error: string, locale: Locale): string {
  let post: string | undefined
  const say = (file: string, path: string, message: string) => {
    const field = path ? fieldName(file, path, locale) : undefined
    return `${path ? `${file}: ${path}` : file} — ${field ? `${field}: ` : ''}${messageInWords(message, locale)}.`
  }
  return error
    .split('\n')
    .filter((line) => !noise.some((pattern) => pattern.test(line)))
    .flatMap((line) => {
      const header = /^(?:content\/)?(\S+\.md): invalid front matter$/.exec(line)
      if (header) {
        post = header[1]
        return []
      }
      const item = /^\s+- ([\w.-]+): (.+)$/.exec(line)
      if (item && post) return [say(post, item[1]!, item[2]!)]
      const match = /^(?:content\/)?(\S+\.(?:ya?ml|md)): (?:([\w.-]+): )?(.+)$/.exec(line)
      if (!match) return [line]
      return [say(match[1]!, match[2] ?? '', match[3]!)]
    })
    .join('\n')
}
