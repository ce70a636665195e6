/**
 * The front matter of a post file, validated at build time.
 * A bad field fails the build with the file name and the field (lib/blog/posts.ts).
 */
import { z } from 'zod'
import { locales, type Locale } from '../../content/site/locales'
import { blogCategories } from '../../content/blog/categories'
import { defineMarkdownFolder, editorFieldType, inEditor, type EditorText } from '../../content/loader/editor'
import { photo } from '../../content/loader/images'
import { tryParseBlogDate } from './dates'

const slug = editorFieldType(
  z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  {
    patternMessage: {
      nb: 'Bare små bokstaver a-z, tall og enkle bindestreker mellom dem (ikke æ, ø, å eller mellomrom).',
      en: 'Only lowercase letters a-z, digits and single hyphens between them (no spaces).',
    },
  },
)
const blogImage = editorFieldType(
  z.string().regex(/^\/media\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*\.webp$/, 'must be a path like /media/blog/<name>.webp'),
  { patternMessage: { nb: 'En sti som /media/blog/navn.webp.', en: 'A path such as /media/blog/name.webp.' } },
)

/**
 * The fewest words of a post's body (lib/blog/posts.ts checks the body): shorter, it is a note
 * rather than an article, and says too little to be found for what it is about.
 */
export const minPostWords = 400

/** How a date is written in each language's posts, as the editor explains it. */
const dateHint: Record<Locale, EditorText> = {
  nb: { nb: 'Skrevet på norsk, slik: 12. mars 2025.', en: 'Written in Norwegian, like this: 12. mars 2025.' },
  en: { nb: 'Skrevet på engelsk, slik: March 12, 2025.', en: 'Written in English, like this: March 12, 2025.' },
}

function schemaFor(locale: Locale) {
  const categorySlugs = blogCategories.map((category) => category.slug[locale]) as [string, ...string[]]
  return z
    .object({
      title: inEditor(
        z.string().trim().min(3, 'must have at least 3 characters').max(120, 'must be at most 120 characters'),
        { nb: 'Tittel', en: 'Title' },
      ),
      excerpt: inEditor(
        z.string().trim().min(40, 'must have at least 40 characters').max(400, 'must be at most 400 characters'),
        { nb: 'Ingress', en: 'Excerpt' },
        { nb: 'Kort sammendrag, vist i bloggoversikten.', en: 'A short summary, shown in the list of posts.' },
      ),
      date: inEditor(
        z.string().refine((value) => tryParseBlogDate(locale, value) !== null, {
          message: locale === 'nb' ? 'must read like "12. mars 2025"' : 'must read like "March 12, 2025"',
        }),
        { nb: 'Dato', en: 'Date' },
        dateHint[locale],
      ),
      category: inEditor(
        z.string().trim().min(2),
        { nb: 'Kategoriens navn', en: "The category's name" },
        {
          nb: 'Navnet på kategorien som er valgt under, på innleggets språk.',
          en: "The name of the category chosen below, in the post's language.",
        },
      ),
      categoryslug: inEditor(
        editorFieldType(z.enum(categorySlugs, { message: `must be one of ${categorySlugs.join(', ')}` }), {
          choices: Object.fromEntries(blogCategories.map((category) => [category.slug[locale], category.name])),
        }),
        { nb: 'Kategori', en: 'Category' },
      ),
      blogslug: inEditor(
        slug,
        { nb: 'Adresse', en: 'Address' },
        {
          nb: 'Siste del av innleggets nettadresse, og filens navn.',
          en: "The last part of the post's web address, and the file's name.",
        },
      ),
      translationKey: inEditor(
        slug,
        { nb: 'Oversettelsesnøkkel', en: 'Translation key' },
        {
          nb: 'Den samme i begge språk: den knytter innlegget til oversettelsen (vanligvis den engelske adressen).',
          en: 'The same in both languages: it pairs the post with its translation (usually the English address).',
        },
      ),
      // The post's own image, uploaded with it: the list, hero and card images are made from it.
      // Without it the post shows its cover drawn in scripts/blog-covers.ts, named by imgSrc_*.
      cover: inEditor(
        photo('blog').optional(),
        { nb: 'Innleggets bilde', en: "The post's image" },
        {
          nb: 'Det samme bildet i begge språk. Liggende, helst 3:2 og minst 1600 punkter bredt; det beskjæres til 3:2 i listen, på kortet og øverst i innlegget. Uten bilde vises den tegnede illustrasjonen (bildene i kort og liste under).',
          en: 'The same image in both languages. Landscape, best 3:2 and at least 1600 points wide; it is cropped to 3:2 in the list, on the card and at the top of the post. Without it the drawn illustration is shown (the card and list images below).',
        },
      ),
      imgSrc_Card: inEditor(blogImage.optional(), { nb: 'Bilde i kort', en: 'Card image' }, drawnHint),
      imgSrc_List: inEditor(blogImage.optional(), { nb: 'Bilde i listen', en: 'List image' }, drawnHint),
      imgAlt: inEditor(
        z.string().trim().min(5, 'must describe the image'),
        { nb: 'Bildebeskrivelse', en: 'Image description' },
        { nb: 'Hva bildet viser, for dem som ikke ser det.', en: 'What the image shows, for those who cannot see it.' },
      ),
      imgCaption: inEditor(z.string().trim().min(3, 'must not be empty'), {
        nb: 'Bildetekst',
        en: 'Image caption',
      }),
    })
    .superRefine((value, ctx) => {
      const category = blogCategories.find((c) => c.slug[locale] === value.categoryslug)
      if (category && category.name[locale].toLowerCase() !== value.category.toLowerCase()) {
        ctx.addIssue({
          code: 'custom',
          path: ['category'],
          message: `must be "${category.name[locale]}", the name of category "${value.categoryslug}"`,
        })
      }
      if (value.imgSrc_List !== undefined && value.imgSrc_List === value.imgSrc_Card) {
        ctx.addIssue({ code: 'custom', path: ['imgSrc_Card'], message: 'must differ from imgSrc_List' })
      }
    })
    .superRefine(drawnCoverNamed, { when: ({ value }) => typeof value === 'object' && value !== null })
}

/** Said of the drawn cover's files in the editor. */
const drawnHint: EditorText = {
  nb: 'Bare for et innlegg uten eget bilde: den tegnede illustrasjonen.',
  en: 'Only for a post without an image of its own: the drawn illustration.',
}

/**
 * A post without a `cover` image shows its drawn cover, whose files imgSrc_List and imgSrc_Card
 * name: then both are required. Checked however the other fields are (`when`), so a file missing
 * both hears it with its other problems; it reads only whether the three fields are given.
 */
function drawnCoverNamed(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (value.cover !== undefined) return
  for (const field of ['imgSrc_List', 'imgSrc_Card'] as const) {
    if (value[field] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: 'is missing: give the post its own image in `cover`, or name its drawn cover here',
      })
    }
  }
}

const schemas: Record<Locale, ReturnType<typeof schemaFor>> = { nb: schemaFor('nb'), en: schemaFor('en') }

const postsIn: Record<Locale, EditorText> = {
  nb: { nb: 'Blogginnlegg på norsk', en: 'Blog posts in Norwegian' },
  en: { nb: 'Blogginnlegg på engelsk', en: 'Blog posts in English' },
}

// The editor lists each language's posts as a collection of its own: a post and its translation
// are two files with different names (each named after its own address), which Decap's i18n,
// with one file name for every language, cannot pair.
for (const locale of locales) {
  defineMarkdownFolder(`blog/posts/${locale}`, {
    schema: schemas[locale],
    language: locale,
    body: { nb: 'Tekst', en: 'Text' },
    fileNameField: 'blogslug',
    editor: {
      label: postsIn[locale],
      labelSingular: { nb: 'Blogginnlegg', en: 'Blog post' },
      description: {
        nb: `Ett innlegg per språk, koblet til oversettelsen med oversettelsesnøkkelen. Et innlegg vises på siden først når begge språk er skrevet. Teksten har minst ${minPostWords} ord, delt i avsnitt med overskrifter (## Overskrift).`,
        en: `One post per language, paired with its translation by the translation key. A post appears on the site once both languages are written. The text has at least ${minPostWords} words, split into sections with headings (## Heading).`,
      },
    },
  })
}

export type FrontMatter = z.infer<ReturnType<typeof schemaFor>>

export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: invalid front matter\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'FrontMatterError'
  }
}

/**
 * Validates the front matter of one post file. `fileSlug` is the file name without `.md`,
 * which blogslug must equal. Throws FrontMatterError naming the file and every bad field.
 */
export function validateFrontMatter(file: string, locale: Locale, fileSlug: string, data: unknown): FrontMatter {
  const result = schemas[locale].safeParse(data)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.join('.') || '(front matter)'
      return issue.code === 'invalid_type' && issue.input === undefined
        ? `${field}: is missing`
        : `${field}: ${issue.message}`
    })
    throw new FrontMatterError(file, problems)
  }
  if (result.data.blogslug !== fileSlug) {
    throw new FrontMatterError(file, [`blogslug: "${result.data.blogslug}" must equal the file name "${fileSlug}"`])
  }
  return result.data
}
