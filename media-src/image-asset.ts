/**
 * An image as its asset (sizes and variants), whether it is named by the pipeline's manifest
 * (media-src/manifest.ts) or came with content and was read as its asset already
 * (content/loader/images.ts).
 */
import { images, type ImageName } from './manifest.ts'
import type { ImageAsset } from './types.ts'

export type ImageSource = ImageName | ImageAsset

export function imageAsset(image: ImageSource): ImageAsset {
  if (typeof image !== 'string') return image
  const asset = images[image] as ImageAsset | undefined
  if (!asset) throw new Error(`no image named "${image}" in media-src/manifest.ts`)
  return asset
}
