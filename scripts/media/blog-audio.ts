/**
 * Makes the spoken summary of every blog post, in both languages, with espeak-ng and ffmpeg.
 * Run by hand (neither is on a fresh machine or in CI); the outputs are committed:
 *
 *   apt-get install -y espeak-ng ffmpeg && npx tsx scripts/media/blog-audio.ts [--force]
 *
 * Reads each post's summary text (lib/blog/audio.ts: title, excerpt, section headings), speaks
 * it with espeak-ng at 150 words a minute (the speed of the text-to-speech demo files) and encodes
 * it as Opus, mono, 24 kbit/s, into `public/audio/blog-<locale>-<slug>.ogg`. Writes
 * media-src/blog-audio.ts (the text, length and size of each file) and deletes `blog-*.ogg` files
 * no post uses. A file whose text is unchanged is kept unless `--force` is given; the output is
 * bit-exact, so running it again changes nothing.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { blogAudioText, blogAudioUrl } from '../../lib/blog/audio'
import { postsOf } from '../../lib/blog/posts'
import { locales, type Locale } from '../../content/site/locales'
import { blogAudio, type BlogAudioEntry } from '../../media-src/blog-audio'

/** espeak-ng voices: Norwegian bokmål, British English (the site's English is British). */
export const voices: Record<Locale, string> = { nb: 'nb', en: 'en-gb' }
export const wordsPerMinute = 150
export const bitrate = '24k'
/** No summary may run longer than this. */
export const maxSeconds = 60

const publicDir = path.resolve('public')
const audioDir = path.join(publicDir, 'audio')
const manifestFile = path.resolve('media-src/blog-audio.ts')

function speak(locale: Locale, text: string, out: string): void {
  const wav = execFileSync('espeak-ng', ['-v', voices[locale], '-s', String(wordsPerMinute), '--stdout'], {
    input: text,
    maxBuffer: 64 * 1024 * 1024,
  })
  // Bit-exact: no random Ogg serial number and no encoder version, so a re-run writes the same bytes.
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'wav', '-i', 'pipe:0'],
      ...['-ac', '1', '-c:a', 'libopus', '-b:a', bitrate, '-application', 'voip'],
      ...['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', out],
    ],
    { input: wav },
  )
}

function secondsOf(file: string): number {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
  return Math.round(Number(out.toString().trim()) * 10) / 10
}

async function main() {
  const force = process.argv.includes('--force')
  const previous: Record<string, BlogAudioEntry | undefined> = blogAudio
  const entries: Record<string, BlogAudioEntry> = {}
  for (const locale of locales) {
    for (const post of postsOf(locale)) {
      const text = blogAudioText(post)
      // The post's address of its summary, whether or not one says its text now (post.audioUrl is
      // there only when one does).
      const url = blogAudioUrl(locale, post.slug)
      const file = path.join(publicDir, url)
      const known = previous[url]
      if (!force && known?.text === text && existsSync(file)) {
        entries[url] = known
        continue
      }
      speak(locale, text, file)
      const seconds = secondsOf(file)
      if (seconds > maxSeconds) throw new Error(`${url}: ${seconds} s is longer than ${maxSeconds} s`)
      entries[url] = { text, seconds, bytes: statSync(file).size }
      console.log(`blog-audio: ${url} ${seconds} s, ${(statSync(file).size / 1024).toFixed(0)} KB`)
    }
  }
  for (const name of readdirSync(audioDir)) {
    if (/^blog-.*\.ogg$/.test(name) && !entries[`/audio/${name}`]) {
      rmSync(path.join(audioDir, name))
      console.log(`blog-audio: removed /audio/${name} (no post uses it)`)
    }
  }
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)))
  const source = [
    '/** Written by scripts/media/blog-audio.ts; do not edit by hand. Each post summary: its spoken text, length and size. */',
    '',
    '/** What a file says (lib/blog/audio.ts), its length in seconds and its size in bytes. */',
    'export type BlogAudioEntry = { text: string; seconds: number; bytes: number }',
    '',
    `export const blogAudio: Record<string, BlogAudioEntry> = ${JSON.stringify(sorted, null, 2)}`,
    '',
  ].join('\n')
  const prettier = { ...(await resolveConfig(manifestFile)), filepath: manifestFile }
  writeFileSync(manifestFile, await format(source, prettier))
  const total = Object.values(entries).reduce((sum, entry) => sum + entry.bytes, 0)
  const longest = Math.max(...Object.values(entries).map((entry) => entry.seconds))
  console.log(
    `blog-audio: ${Object.keys(entries).length} files, ${(total / 1024 / 1024).toFixed(2)} MB, longest ${longest} s`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
