/**
 * The team's portraits, drawn in the brand's style by scripts/media/team-portraits.ts (the low sun
 * behind each head, a ridgeline behind the shoulders): PORTRAIT_WIDTH x PORTRAIT_HEIGHT (4:5)
 * drawings in content/media/team/<id>.svg, images of content whose variants the build makes
 * (content/loader/images.ts). Each person's file names their portrait, and the loader gives it as
 * its asset: show it with `<Picture image={member.portrait.image}>`. The people themselves (name,
 * role, office, bio, the portrait and its alt text) are data, one file each in content/team/
 * (content/shared/team.ts).
 */
export { team, type TeamMember } from '../content/shared/team.ts'

export const PORTRAIT_WIDTH = 480
export const PORTRAIT_HEIGHT = 600

/** The folder of the portraits, inside the content root. */
export const portraitFolder = 'media/team'

/** A portrait's file in content/media/team/ (drawn by scripts/media/team-portraits.ts). */
export const portraitFile = (id: string) => `${id}.svg`
