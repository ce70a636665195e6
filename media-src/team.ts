/**
 * The team's portraits, drawn in the brand's style by scripts/media/team-portraits.ts (the low sun
 * behind each head, a ridgeline behind the shoulders): PORTRAIT_WIDTH x PORTRAIT_HEIGHT (4:5) SVG
 * sources of the image pipeline (media-src/images/team-<id>.svg); show them with
 * `<Picture image={member.portrait.image}>`. The people themselves (name, role, office, bio, the
 * portrait's alt text) are data, one file each in content/team/ (content/shared/team.ts).
 */
export { team, type TeamMember } from '../content/shared/team.ts'

export const PORTRAIT_WIDTH = 480
export const PORTRAIT_HEIGHT = 600

/** The source file of a portrait in media-src/images/. */
export const portraitFile = (id: string) => `team-${id}.svg`
