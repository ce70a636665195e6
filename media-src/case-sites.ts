/**
 * The frames the case pages show the clients' delivered websites in: the desktop screenshot large
 * in a browser frame and the phone one beside it in a phone frame
 * (components/sections/projects/device-frames.tsx). The screenshots and their alt text are each
 * case's (`site:` in content/cases/<id>.yml); for the fictional clients they are renders of the
 * sites designed in media-src/case-sites/<id>/ (scripts/media/case-screenshots.ts).
 */

/**
 * Device frames for the screenshots, drawn inline by components/sections/projects/device-frames.tsx.
 * The browser bar goes above the
 * desktop screenshot at the same width (1440x52 over 1440x900: the framed shot is 1440x952), with
 * the site's `host` written over the address field, which is centred (x 470-970 of 1440,
 * y 11-41 of 52). The phone frame lies over the phone screenshot: the screen is the 390x844 area
 * 20 px in from each edge of the 430x884 frame (4.65% across, 2.26% down), with 46 px corners.
 * In CSS: a wrapper `position: relative; aspect-ratio: 430 / 884`, the screenshot
 * `position: absolute; inset: 2.26% 4.65%; border-radius: 10.7% / 5.2%`, the frame
 * `position: absolute; inset: 0` on top. The phone's body has 66 px corners.
 */
export const deviceFrames = {
  browserBar: {
    width: 1440,
    height: 52,
    address: { x: 470, y: 11, width: 500, height: 30 },
  },
  phone: {
    width: 430,
    height: 884,
    radius: 66,
    screen: { x: 20, y: 20, width: 390, height: 844, radius: 46 },
  },
} as const
