/**
 * The agency's contact details (content/site/contact.yml): its phone number and e-mail address,
 * and each office's street address, postal code and phone line. They are content, edited in the
 * editor like any copy, and ./settings.ts gives them to every page, the server's mails and the
 * structured data. The offices themselves (which cities, which is the head office) are code:
 * the team's people name their office, and ./settings.ts lists them.
 *
 * Node reads the file when this module loads; a bundle gets the values in its place
 * (content/content-modules.ts), so browser code never reads files.
 */
import { z } from 'zod'
import { defineDataFile } from '../loader/data-file.ts'
import { editorFieldType, inEditor } from '../loader/editor.ts'

/** A phone number as a `tel:` link dials it once its spaces are gone: "+" and 8 to 15 digits. */
const phoneNumber = editorFieldType(
  z
    .string()
    .trim()
    .regex(/^\+(?:\d ?){8,15}$/, { error: 'expected a phone number in international form, such as +47 55 00 00 10' }),
  {
    patternMessage: {
      nb: 'Skriv nummeret med landkode, for eksempel +47 55 00 00 10.',
      en: 'Write the number with its country code, for example +47 55 00 00 10.',
    },
  },
)

/** A Norwegian postal code: four digits. */
const postalCode = editorFieldType(
  z.string().regex(/^\d{4}$/, { error: 'expected a Norwegian postal code of four digits' }),
  { patternMessage: { nb: 'Fire sifre, for eksempel 5013.', en: 'Four digits, for example 5013.' } },
)

const office = (city: string, by: string) =>
  inEditor(
    z.strictObject({
      streetAddress: inEditor(
        z.string().trim().min(1).max(80),
        { nb: 'Gateadresse', en: 'Street address' },
        {
          nb: 'Gate og nummer, slik et brev adresseres: Strandkaien 6.',
          en: 'Street and number, as on a letter: Strandkaien 6.',
        },
      ),
      postalCode: inEditor(postalCode, { nb: 'Postnummer', en: 'Postal code' }),
      phone: inEditor(
        phoneNumber,
        { nb: 'Telefon til kontoret', en: "The office's phone" },
        { nb: `Står ved adressen i ${by}.`, en: `Shown beside the address in ${city}.` },
      ),
    }),
    { nb: `Kontoret i ${by}`, en: `The ${city} office` },
  )

export const contactDetailsSchema = z.strictObject({
  phone: inEditor(
    phoneNumber,
    { nb: 'Hovednummer', en: 'Main number' },
    {
      nb: 'Står i bunnen av hver side, på kontaktsiden og i telefonknappen på mobil.',
      en: 'Shown at the foot of every page, on the contact page and in the call button on phones.',
    },
  ),
  email: inEditor(
    editorFieldType(
      z
        .string()
        .trim()
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'expected an e-mail address' }),
      {
        patternMessage: {
          nb: 'Skriv en e-postadresse, for eksempel post@firma.no.',
          en: 'Write an e-mail address, for example post@company.com.',
        },
      },
    ),
    { nb: 'E-postadresse', en: 'E-mail address' },
    { nb: 'Adressen kundene skriver til.', en: 'The address customers write to.' },
  ),
  offices: inEditor(z.strictObject({ oslo: office('Oslo', 'Oslo'), bergen: office('Bergen', 'Bergen') }), {
    nb: 'Kontorer',
    en: 'Offices',
  }),
})

export type ContactDetails = z.output<typeof contactDetailsSchema>

export const contactFile = defineDataFile('site/contact.yml', contactDetailsSchema, {
  label: { nb: 'Telefon, e-post og adresser', en: 'Phone, e-mail and addresses' },
  description: {
    nb: 'Telefonnummer, e-postadresse og kontorenes adresser, slik alle sidene viser dem.',
    en: 'The phone number, e-mail address and offices’ addresses, as every page shows them.',
  },
  group: { name: 'contact', label: { nb: 'Kontaktinformasjon', en: 'Contact details' } },
})

export const contactDetails: ContactDetails = contactFile.get()
