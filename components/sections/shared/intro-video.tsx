import { Island } from '../../islands/island'
import IntroVideoButton from './intro-video.island'

/** The intro video's poster and play button; the video plays in a lightbox. */
export function IntroVideo() {
  return <Island component={IntroVideoButton} props={{}} hydrate="interaction" />
}
